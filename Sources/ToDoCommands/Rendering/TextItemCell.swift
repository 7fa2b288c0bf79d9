import CommandLineSupport
import ToDo

/// An item cell that keeps its content for printing.
@MainActor
final class TextItemCell: ItemCell {
  private(set) var content: ItemCellContent?

  func configure(with content: ItemCellContent) {
    var content = content
    content.title = TerminalText.cleaned(content.title)
    content.locationText = TerminalText.cleaned(content.locationText)
    self.content = content
  }
}
