/// A cell of the item list.
@MainActor
protocol ItemCell: ReusableCell {
  func configure(with content: ItemCellContent)
}

extension ItemCell {
  static var reuseIdentifier: String { "ItemCell" }
}
