/// The input screen as its presenter needs it.
@MainActor
public protocol InputView: AnyObject {
  /// Enables or disables the Save button.
  func setSaveEnabled(_ isEnabled: Bool)
  /// Fills the location name field, for example with the last one used.
  func showLocationName(_ name: String)
}
