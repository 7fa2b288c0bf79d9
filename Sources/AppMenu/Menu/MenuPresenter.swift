import Foundation

/// The logic of the menu screen: its title, its list, and the screens a selection opens.
///
/// When the screen loads, the list gets the data source as data source and delegate. The
/// presenter listens for selections only while the screen is visible, and shows the screen
/// of the selected item's tap handler.
@MainActor
public final class MenuPresenter {
  /// The screen's title.
  public let title = "App Menu"
  /// The data source and delegate of the list.
  public let dataSource: MenuTableDataSource
  /// Shows the screens selections lead to.
  public weak var navigator: (any MenuNavigator)?
  private let tapHandlerBuilder: any TapHandlerBuilder
  private let notificationCenter: NotificationCenter
  private var selectionObserver: (any NSObjectProtocol)?

  /// Creates the presenter of a menu of `dataSource`'s items.
  public init(
    dataSource: MenuTableDataSource,
    tapHandlerBuilder: any TapHandlerBuilder = DefaultTapHandlerBuilder(),
    notificationCenter: NotificationCenter = .default
  ) {
    self.dataSource = dataSource
    self.tapHandlerBuilder = tapHandlerBuilder
    self.notificationCenter = notificationCenter
  }

  /// Connects `list` to the data source.
  public func viewDidLoad(_ list: some MenuListView) {
    list.dataSource = dataSource
    list.delegate = dataSource
  }

  /// Starts listening for selections.
  public func viewDidAppear() {
    guard selectionObserver == nil else { return }
    selectionObserver = notificationCenter.addObserver(
      forName: .menuTableDataSourceDidSelectItem, object: dataSource, queue: nil
    ) { [weak self] notification in
      let item = notification.userInfo?[MenuSelectionKey.menuItem] as? MenuItem
      // The center runs this block on the thread that posted the selection. On the main
      // queue the screen opens at once; from anywhere else it opens on the main actor a
      // moment later.
      if MainQueue.isCurrent {
        MainActor.assumeIsolated { self?.open(item) }
      } else {
        Task { @MainActor in self?.open(item) }
      }
    }
  }

  /// Stops listening for selections.
  public func viewDidDisappear() {
    if let selectionObserver {
      notificationCenter.removeObserver(selectionObserver)
    }
    selectionObserver = nil
  }

  /// Whether the presenter is listening for selections; for tests.
  var isListeningForSelections: Bool { selectionObserver != nil }

  private func open(_ item: MenuItem?) {
    guard let item, let screen = tapHandlerBuilder.tapHandler(for: item) else { return }
    navigator?.show(screen)
  }
}
