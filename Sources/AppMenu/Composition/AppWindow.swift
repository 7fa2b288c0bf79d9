/// The app's window, as start-up needs it.
@MainActor
public protocol AppWindow: AnyObject {
  /// The first screen: a navigation container around the menu.
  var rootContainer: MenuNavigationContainer? { get set }
}
