/// A cell a list view reuses, known to it by a reuse identifier.
protocol ReusableCell: AnyObject {
  static var reuseIdentifier: String { get }
}
