import Foundation

/// The logic of the first screen: the item list, its Add button and item selection.
///
/// It registers the item cell with the list view, owns the data provider, reloads the list
/// each time the screen appears, asks the navigator for the input screen when Add is tapped
/// and for the detail screen when the data provider reports a selection.
@MainActor
public final class ItemListPresenter<Cell: ItemCell> {
  /// The manager shared with every screen this one opens.
  public let itemManager: ItemManager
  /// The data source and delegate of the list.
  public let dataProvider: ItemListDataProvider<Cell>
  /// Performs the transitions to the input and detail screens.
  public weak var navigator: (any Navigator)?
  private let listView: any ListView
  private let notificationCenter: NotificationCenter
  private var selectionObserver: (any NSObjectProtocol)?

  /// Creates the presenter, registering `Cell` with `listView`.
  public init(
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
  public func viewDidLoad() {
    startListening()
  }

  /// Reloads the list, so that it shows changes made on other screens, and listens for
  /// selections again.
  public func viewWillAppear() {
    listView.reloadData()
    startListening()
  }

  /// Stops listening for selections while the list is not on screen: the center keeps an
  /// observer until it is removed.
  public func viewDidDisappear() {
    if let selectionObserver { notificationCenter.removeObserver(selectionObserver) }
    selectionObserver = nil
  }

  /// Opens the input screen with the shared manager.
  public func addItemTapped() {
    navigator?.navigate(to: .input(itemManager))
  }

  /// Listens for selections made in this list, once.
  private func startListening() {
    guard selectionObserver == nil else { return }
    selectionObserver = notificationCenter.addObserver(
      forName: .itemSelected, object: dataProvider, queue: nil
    ) { [weak self] notification in
      let index = notification.userInfo?[ItemSelectedKey.index] as? Int
      // The center runs this block on the thread that posted the selection. On the main
      // queue the detail screen opens at once; from anywhere else it opens on the main actor
      // a moment later, rather than trapping.
      if MainQueue.isCurrent {
        MainActor.assumeIsolated { self?.showDetail(ofItemAt: index) }
      } else {
        Task { @MainActor in self?.showDetail(ofItemAt: index) }
      }
    }
  }

  private func showDetail(ofItemAt index: Int?) {
    guard let index else { return }
    navigator?.navigate(to: .detail(itemManager, index: index))
  }
}
