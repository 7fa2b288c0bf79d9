/// Performs every screen transition of the app.
///
/// Presenters ask a navigator instead of presenting screens themselves, so behaviour common
/// to all transitions lives in one place and tests check navigation with a spy.
@MainActor
public protocol Navigator: AnyObject {
  /// Shows `destination`: the input screen modally, the detail screen pushed.
  func navigate(to destination: Destination)
  /// Closes the screen on top, returning to the one below it.
  func dismiss()
}
