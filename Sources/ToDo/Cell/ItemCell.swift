/// A cell of the item list: it shows what an ``ItemCellContent`` describes.
@MainActor
public protocol ItemCell: ReusableCell {
  /// Shows `content`, replacing whatever the cell showed before it was reused.
  func configure(with content: ItemCellContent)
}

extension ItemCell {
  /// Item cells are registered and dequeued as "ItemCell".
  public static var reuseIdentifier: String { "ItemCell" }
}
