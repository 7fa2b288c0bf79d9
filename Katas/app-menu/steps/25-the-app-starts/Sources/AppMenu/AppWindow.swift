/// The app's window, as start-up needs it.
@MainActor
protocol AppWindow: AnyObject {
  var rootContainer: MenuNavigationContainer? { get set }
}
