/// Starts the app: the menu, inside a navigation container, becomes the window's root.
@MainActor
struct AppLauncher {
  private let manager: AppMenuManager

  init(manager: AppMenuManager = ObjectConfigurator.appMenuManager()) {
    self.manager = manager
  }

  /// Puts the menu into `window` when it could be built. Start-up itself always succeeds: a
  /// menu that cannot be built has been reported by the manager.
  @discardableResult
  func applicationDidFinishLaunching(in window: some AppWindow) -> Bool {
    if let menu = manager.menuPresenter() {
      window.rootContainer = MenuNavigationContainer(menu: menu)
    }
    return true
  }
}
