/// Starts the app: the menu, inside a navigation container, becomes the window's root.
@MainActor
struct AppLauncher {
  /// Puts the menu into `window`. Start-up itself always succeeds.
  @discardableResult
  func applicationDidFinishLaunching(in window: some AppWindow) -> Bool {
    if let menu = ObjectConfigurator.appMenuManager().menuPresenter() {
      window.rootContainer = MenuNavigationContainer(menu: menu)
    }
    return true
  }
}
