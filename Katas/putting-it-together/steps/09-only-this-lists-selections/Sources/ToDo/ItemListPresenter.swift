import Foundation

/// The logic of the first screen: the item list, its Add button and item selection.
@MainActor
final class ItemListPresenter<Cell: ItemCell> {
  let itemManager: ItemManager
  let dataProvider: ItemListDataProvider<Cell>
  weak var navigator: (any Navigator)?
  private let listView: any ListView
  private let notificationCenter: NotificationCenter
  private var selectionObserver: (any NSObjectProtocol)?

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

  /// Starts listening for selections made in this list.
  func viewDidLoad() {
    guard selectionObserver == nil else { return }
    selectionObserver = notificationCenter.addObserver(
      forName: .itemSelected, object: dataProvider, queue: nil
    ) { [weak self] notification in
      let index = notification.userInfo?[ItemSelectedKey.index] as? Int
      if MainQueue.isCurrent {
        MainActor.assumeIsolated { self?.showDetail(ofItemAt: index) }
      } else {
        Task { @MainActor in self?.showDetail(ofItemAt: index) }
      }
    }
  }

  /// Reloads the list, so that it shows changes made on other screens.
  func viewWillAppear() {
    listView.reloadData()
  }

  /// Opens the input screen with the shared manager.
  func addItemTapped() {
    navigator?.navigate(to: .input(itemManager))
  }

  private func showDetail(ofItemAt index: Int?) {
    guard let index else { return }
    navigator?.navigate(to: .detail(itemManager, index: index))
  }
}
