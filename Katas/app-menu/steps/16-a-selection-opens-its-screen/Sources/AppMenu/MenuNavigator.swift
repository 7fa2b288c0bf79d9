/// Shows the screens the menu leads to.
@MainActor
protocol MenuNavigator: AnyObject {
  func show(_ screen: MenuScreen)
}
