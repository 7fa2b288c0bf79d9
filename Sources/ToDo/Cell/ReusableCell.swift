/// A cell a list view reuses, known to it by a reuse identifier.
@MainActor
public protocol ReusableCell: AnyObject {
  /// The identifier the cell type is registered and dequeued under.
  static var reuseIdentifier: String { get }
}

extension ReusableCell {
  /// Registers this cell type with `listView` and returns the token that dequeuing requires.
  ///
  /// Only this method can make a ``CellRegistration``, so holding one proves the
  /// registration happened.
  public static func register(in listView: some ListView) -> CellRegistration<Self> {
    listView.registerCell(Self.self, reuseIdentifier: reuseIdentifier)
    return CellRegistration(reuseIdentifier: reuseIdentifier)
  }
}
