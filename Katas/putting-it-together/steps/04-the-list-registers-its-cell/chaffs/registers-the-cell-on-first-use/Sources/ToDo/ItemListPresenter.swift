import Foundation

/// The logic of the first screen: the item list, its Add button and item selection.
@MainActor
final class ItemListPresenter<Cell: ItemCell> {
  let itemManager: ItemManager
  /// Made, and `Cell` registered, the first time the list needs it.
  private lazy var dataProvider: ItemListDataProvider<Cell> = ItemListDataProvider(
    itemManager: itemManager,
    registration: Cell.register(in: listView),
    cellConfigurator: cellConfigurator,
    notificationCenter: notificationCenter)
  private let cellConfigurator: ItemCellConfigurator
  weak var navigator: (any Navigator)?
  private let listView: any ListView
  private let notificationCenter: NotificationCenter

  /// Creates the presenter; `Cell` is registered once the list is used.
  init(
    itemManager: ItemManager,
    listView: some ListView,
    cellConfigurator: ItemCellConfigurator,
    notificationCenter: NotificationCenter = .default
  ) {
    self.itemManager = itemManager
    self.listView = listView
    self.notificationCenter = notificationCenter
    self.cellConfigurator = cellConfigurator
  }
}
