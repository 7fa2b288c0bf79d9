import Foundation

/// The data source and delegate of the item list, in one object.
@MainActor
final class ItemListDataProvider<Cell: ItemCell> {
  private let itemManager: ItemManager?
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
    section == 1 ? itemManager?.toDoCount ?? 0 : itemManager?.doneCount ?? 0
  }
}
