import CommandLineSupport
import ToDo

/// Prints the item list the way the app's list screen shows it, through the same data
/// provider and cell configuration.
///
/// Every row shows its item's number from ``ItemNumbers``, which `check`, `uncheck` and
/// `show` take and which stays with the item when it moves between the lists. The columns
/// of title, location and date are aligned. Finished titles are struck through when the
/// style allows it and marked "[x]" otherwise. Texts lose their control characters first
/// (``TextItemCell``).
@MainActor
struct ItemListRenderer {
  let cellConfigurator: ItemCellConfigurator
  let style: TextStyle

  /// The lines of the list of `itemManager`, each item with its number in `numbers`.
  func lines(for itemManager: ItemManager, numbers: ItemNumbers) -> [String] {
    let listView = TextListView()
    let provider = ItemListDataProvider(
      itemManager: itemManager, registration: TextItemCell.register(in: listView),
      cellConfigurator: cellConfigurator)
    let sections = (0..<provider.numberOfSections).map { section in
      (0..<provider.numberOfRows(inSection: section)).compactMap { row in
        provider.cell(for: ListPosition(row: row, section: section), in: listView).content
      }
    }
    let all = sections.joined()
    let items = [
      (0..<itemManager.toDoCount).map(itemManager.item(at:)),
      (0..<itemManager.doneCount).map(itemManager.doneItem(at:)),
    ]
    let widths = Widths(
      number: String(numbers.next - 1).count,
      title: all.map(\.title.count).max() ?? 0,
      location: all.map(\.locationText.count).max() ?? 0)
    var lines: [String] = []
    for (section, contents) in sections.enumerated() {
      lines.append(style.bold(provider.titleForHeader(inSection: section) ?? "To do"))
      if contents.isEmpty { lines.append("  (none)") }
      for (row, content) in contents.enumerated() {
        let number = numbers.number(of: items[section][row]) ?? 0
        lines.append(line(number: number, content: content, widths: widths))
      }
    }
    return lines
  }

  private struct Widths {
    var number: Int
    var title: Int
    var location: Int
  }

  private func line(number: Int, content: ItemCellContent, widths: Widths) -> String {
    let label = "  " + padded(String(number), to: widths.number, leading: true) + ". "
    guard !content.isTitleStruckThrough else {
      return label + (style.isEnabled ? style.strikethrough(content.title) : "[x] \(content.title)")
    }
    let columns = [
      padded(content.title, to: widths.title), padded(content.locationText, to: widths.location),
      content.dateText,
    ]
    let text = columns.joined(separator: "  ")
    return label + String(text.reversed().drop(while: { $0 == " " }).reversed())
  }

  private func padded(_ text: String, to width: Int, leading: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return leading ? padding + text : text + padding
  }
}
