@testable import ToDo

/// A cell that records the content it was configured with.
@MainActor
final class MockItemCell: ItemCell {
  private(set) var configuredContents: [ItemCellContent] = []

  func configure(with content: ItemCellContent) {
    configuredContents.append(content)
  }
}
