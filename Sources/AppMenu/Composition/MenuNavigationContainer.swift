/// The navigation container the menu starts in; it pushes the screens of selected items.
@MainActor
public final class MenuNavigationContainer: MenuNavigator {
  /// The menu at the bottom of the stack.
  public let menu: MenuPresenter
  /// The screens pushed on top of the menu, topmost last.
  public private(set) var pushed: [MenuScreen] = []

  /// Creates the container around `menu` and becomes its navigator.
  public init(menu: MenuPresenter) {
    self.menu = menu
    menu.navigator = self
  }

  /// Pushes `screen`.
  public func show(_ screen: MenuScreen) {
    pushed.append(screen)
  }
}
