/// The traffic light of one test run.
enum Light: String, Codable, Sendable, CaseIterable {
  /// The code does not compile: nothing ran.
  case amber
  /// Tests ran and at least one failed, or none ran.
  case red
  /// More than zero tests ran and every one passed.
  case green
}
