/// Keeps the alarm's secret code between launches, as the keychain would.
protocol CodeStore {
  /// The code saved last.
  func loadCode() -> String
  /// Saves `code` in place of the one before.
  func saveCode(_ code: String)
}
