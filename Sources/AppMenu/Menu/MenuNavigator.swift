/// Shows the screens the menu leads to.
@MainActor
public protocol MenuNavigator: AnyObject {
  /// Pushes `screen` on top of the menu.
  func show(_ screen: MenuScreen)
}
