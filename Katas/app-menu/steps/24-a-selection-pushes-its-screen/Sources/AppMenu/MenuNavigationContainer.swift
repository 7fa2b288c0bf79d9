/// The navigation container the menu starts in; it pushes the screens of selected items.
@MainActor
final class MenuNavigationContainer: MenuNavigator {
  let menu: MenuPresenter
  private(set) var pushed: [MenuScreen] = []

  init(menu: MenuPresenter) {
    self.menu = menu
    menu.navigator = self
  }

  func show(_ screen: MenuScreen) {
    pushed.append(screen)
  }
}
