/// The input screen as its presenter needs it.
@MainActor
protocol InputView: AnyObject {
  /// Enables or disables the Save button.
  func setSaveEnabled(_ isEnabled: Bool)
  /// Fills the location name field.
  func showLocationName(_ name: String)
}
