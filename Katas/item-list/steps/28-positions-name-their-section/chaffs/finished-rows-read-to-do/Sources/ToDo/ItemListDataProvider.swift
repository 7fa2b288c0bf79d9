import Foundation

/// The data source and delegate of the item list, in one object.
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
    section == 0 ? itemManager?.toDoCount ?? 0 : itemManager?.doneCount ?? 0
  }

  func titleForHeader(inSection section: Int) -> String? {
    ItemSection(rawValue: section)?.headerTitle
  }

  func cell(for position: ListPosition, in listView: some ListView) -> Cell {
    let cell = listView.dequeue(registration, for: position)
    guard let itemManager else { return cell }
    let isChecked = position.section == 1
    let item = itemManager.item(at: position.row)
    cell.configure(with: cellConfigurator.content(for: item, isChecked: isChecked))
    return cell
  }

  func swipeActionTitle(for position: ListPosition) -> String {
    ItemSection(rawValue: position.section)?.swipeActionTitle ?? ""
  }

  func commitSwipeAction(at position: ListPosition, in listView: some ListView) {
    if position.section == 0 {
      itemManager?.checkItem(at: position.row)
    } else {
      itemManager?.uncheckItem(at: position.row)
    }
    listView.reloadData()
  }

  func didSelectRow(at position: ListPosition) {
    guard position.section == 0 else { return }
    notificationCenter.post(
      name: .itemSelected, object: self, userInfo: [ItemSelectedKey.index: position.row])
  }
}
