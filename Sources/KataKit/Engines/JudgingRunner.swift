/// The runner ``Runners/judging(_:framework:sharingIn:)`` chose to judge a learner's tests
/// against many implementations, and how it builds them, decided with it: the judge asks
/// nothing more of the engine.
struct JudgingRunner: Sendable {
  /// The runner.
  var runner: any TestRunning
  /// The runner of the implementations whose light alone counts: the previous reference and
  /// the chaffs.
  var lightRunner: any TestRunning
  /// Whether the implementations build together in one package, each a module of its own,
  /// built once with the tests and run test module by test module: SwiftPM's way with
  /// XCTest tests. Otherwise each builds in a package of its own.
  var buildsTogether: Bool
  /// Why SwiftPM judges although the direct engine was asked for, which the learner's run
  /// carries into the journal and the page.
  var fallback: DirectFallback? = nil
}
