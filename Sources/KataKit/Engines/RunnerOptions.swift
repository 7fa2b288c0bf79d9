import Foundation

/// How a command builds and runs tests: decided once, by the command, from its options and
/// the workspace's settings, and handed down to everything that runs tests.
struct RunnerOptions: Equatable, Sendable {
  /// The engine to try first.
  var engine: BuildEngine = .direct
  /// The seconds one run may take, build included, before it is stopped.
  var timeout: Double = 300
  /// Where packages with the same tests share their compiled tests, in test-first mode.
  var sharedTests: URL?
  /// Whether a run only has to find its light, as a judged implementation's does: a failed
  /// compile shows its errors in the compiler's order and a crash prints no backtrace.
  var lightOnly = false
  /// Where the runs record their phases, when the command shows them (`--timings`).
  var timings: RunTimings?

  /// The defaults: the direct engine, 300 seconds, nothing shared.
  init() {}
}
