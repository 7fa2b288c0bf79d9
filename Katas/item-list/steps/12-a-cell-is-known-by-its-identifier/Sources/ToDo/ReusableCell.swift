/// A cell a list view reuses, known to it by a reuse identifier.
@MainActor
protocol ReusableCell: AnyObject {
  static var reuseIdentifier: String { get }
}
