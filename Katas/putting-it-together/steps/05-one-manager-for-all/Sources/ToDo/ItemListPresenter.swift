import Foundation

/// The logic of the first screen: the item list, its Add button and item selection.
@MainActor
final class ItemListPresenter<Cell: ItemCell> {
  let itemManager: ItemManager
  let dataProvider: ItemListDataProvider<Cell>
  weak var navigator: (any Navigator)?
  private let listView: any ListView
  private let notificationCenter: NotificationCenter

  /// Creates the presenter, registering `Cell` with `listView`.
  init(
    itemManager: ItemManager,
    listView: some ListView,
    cellConfigurator: ItemCellConfigurator,
    notificationCenter: NotificationCenter = .default
  ) {
    self.itemManager = itemManager
    self.listView = listView
    self.notificationCenter = notificationCenter
    dataProvider = ItemListDataProvider(
      itemManager: itemManager,
      registration: Cell.register(in: listView),
      cellConfigurator: cellConfigurator,
      notificationCenter: notificationCenter)
  }
}
