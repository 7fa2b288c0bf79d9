import Foundation

/// The logic of the menu screen: its title, its list, and the screens a selection opens.
@MainActor
final class MenuPresenter {
  let title = "App Menu"
  let dataSource: MenuTableDataSource
  weak var navigator: (any MenuNavigator)?
  private let tapHandlerBuilder: any TapHandlerBuilder
  private let notificationCenter: NotificationCenter
  private var selectionObserver: (any NSObjectProtocol)?

  init(
    dataSource: MenuTableDataSource,
    tapHandlerBuilder: any TapHandlerBuilder = DefaultTapHandlerBuilder(),
    notificationCenter: NotificationCenter = .default
  ) {
    self.dataSource = dataSource
    self.tapHandlerBuilder = tapHandlerBuilder
    self.notificationCenter = notificationCenter
  }

  /// Connects `list` to the data source.
  func viewDidLoad(_ list: some MenuListView) {
    list.dataSource = dataSource
    list.delegate = dataSource
  }

  /// Starts listening for selections.
  func viewDidAppear() {
    startListening()
  }

  /// Stops listening for selections.
  func viewDidDisappear() {
    if let selectionObserver {
      notificationCenter.removeObserver(selectionObserver)
    }
  }

  /// Whether the presenter is listening for selections.
  var isListeningForSelections: Bool { selectionObserver != nil }

  private func startListening() {
    guard selectionObserver == nil else { return }
    selectionObserver = notificationCenter.addObserver(
      forName: .menuTableDataSourceDidSelectItem, object: dataSource, queue: nil
    ) { [weak self] notification in
      let item = notification.userInfo?[MenuSelectionKey.menuItem] as? MenuItem
      if MainQueue.isCurrent {
        MainActor.assumeIsolated { self?.open(item) }
      } else {
        Task { @MainActor in self?.open(item) }
      }
    }
  }

  private func open(_ item: MenuItem?) {
    guard let item, let screen = tapHandlerBuilder.tapHandler(for: item) else { return }
    navigator?.show(screen)
  }
}
