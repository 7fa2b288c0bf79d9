import Foundation

/// The data source and delegate of the item list, in one object.
///
/// Section 0 lists the unchecked items and section 1 the checked ones; `ItemSection` knows
/// what differs between them.
@MainActor
final class ItemListDataProvider<Cell: ItemCell> {
  var itemManager: ItemManager?
  private let registration: CellRegistration<Cell>
  private let cellConfigurator: ItemCellConfigurator
  private let notificationCenter: NotificationCenter

  init(
    itemManager: ItemManager?,
    registration: CellRegistration<Cell>,
    cellConfigurator: ItemCellConfigurator,
    notificationCenter: NotificationCenter = .default
  ) {
    self.itemManager = itemManager
    self.registration = registration
    self.cellConfigurator = cellConfigurator
    self.notificationCenter = notificationCenter
  }

  var numberOfSections: Int { 2 }

  func numberOfRows(inSection section: Int) -> Int {
    guard let itemManager else { return 0 }
    switch ItemSection(section) {
    case .toDo: return itemManager.toDoCount
    case .done: return itemManager.doneCount
    }
  }

  func titleForHeader(inSection section: Int) -> String? {
    ItemSection(section).headerTitle
  }

  func cell(for position: ListPosition, in listView: some ListView) -> Cell {
    let cell = listView.dequeue(registration, for: position)
    guard let itemManager else { return cell }
    let section = ItemSection(position.section)
    let item =
      switch section {
      case .toDo: itemManager.item(at: position.row)
      case .done: itemManager.doneItem(at: position.row)
      }
    cell.configure(with: cellConfigurator.content(for: item, isChecked: section == .done))
    return cell
  }

  func swipeActionTitle(for position: ListPosition) -> String {
    ItemSection(position.section).swipeActionTitle
  }

  func commitSwipeAction(at position: ListPosition, in listView: some ListView) {
    switch ItemSection(position.section) {
    case .toDo: itemManager?.checkItem(at: position.row)
    case .done: itemManager?.uncheckItem(at: position.row)
    }
    listView.reloadData()
  }

  func didSelectRow(at position: ListPosition) {
    guard ItemSection(position.section) == .toDo else { return }
    notificationCenter.post(
      name: .itemSelected, object: self, userInfo: [ItemSelectedKey.index: position.row])
  }
}
