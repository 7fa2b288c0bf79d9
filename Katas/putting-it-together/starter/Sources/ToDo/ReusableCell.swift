/// A cell a list view reuses, known to it by a reuse identifier.
@MainActor
protocol ReusableCell: AnyObject {
  static var reuseIdentifier: String { get }
}

extension ReusableCell {
  /// Registers this cell type with `listView` and returns the proof of it.
  static func register(in listView: some ListView) -> CellRegistration<Self> {
    listView.registerCell(Self.self, reuseIdentifier: reuseIdentifier)
    return CellRegistration(reuseIdentifier: reuseIdentifier)
  }
}
