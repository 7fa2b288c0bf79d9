/// What builds and runs a workspace's tests.
enum BuildEngine: String, Codable, CaseIterable, Sendable {
  /// `swift test`: SwiftPM plans, builds, discovers the tests and runs them.
  case swiftpm
  /// `kata`'s own engine: `swiftc` compiles the module and the tests, a generated runner
  /// runs them, and SwiftPM takes over whatever the engine cannot be sure of.
  case direct
}
