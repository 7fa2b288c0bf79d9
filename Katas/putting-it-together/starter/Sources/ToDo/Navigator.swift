/// Performs every screen transition of the app. Given here; the putting-it-together kata
/// builds the container that implements it.
@MainActor
protocol Navigator: AnyObject {
  /// Shows `destination`: the input screen modally, the detail screen pushed.
  func navigate(to destination: Destination)
  /// Closes the screen on top.
  func dismiss()
}
