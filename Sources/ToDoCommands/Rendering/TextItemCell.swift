import ToDo

/// An item cell that keeps its content for printing.
final class TextItemCell: ItemCell {
  private(set) var content: ItemCellContent?

  func configure(with content: ItemCellContent) {
    self.content = content
  }
}
