import Foundation

/// A parity run's comparison: the direct engine's outcome against SwiftPM's, told apart
/// only where a second run of the same build could not differ.
extension KataVerifier {
  /// How the `direct` outcome differs from SwiftPM's, or `nil` when they agree.
  ///
  /// Failure messages are compared by their `file:line`. SwiftPM compiles a module in
  /// parallel jobs and shows the errors of whichever job ends first, so when several errors
  /// are found its first one can change from one build to the next: a direct first error
  /// among `swiftpmErrors`, all that SwiftPM reported, agrees with it.
  static func disagreement(direct: TestOutcome, swiftpm: TestOutcome, swiftpmErrors: Set<String>)
    -> String?
  {
    var direct = direct
    if direct.light == .amber, swiftpm.light == .amber, let error = direct.compilerError,
      swiftpmErrors.contains(error)
    {
      direct.compilerError = swiftpm.compilerError
    }
    guard Self.comparable(direct) != Self.comparable(swiftpm) else { return nil }
    func describe(_ outcome: TestOutcome) -> String {
      var text =
        "\(outcome.light.rawValue), \(outcome.ran) ran, \(outcome.failed) failed, \(outcome.skipped) skipped"
      if let error = outcome.compilerError { text += ", \(error)" }
      if let failure = outcome.failures.first { text += ", \(failure.test): \(failure.message)" }
      if let note = outcome.note { text += ", \(note)" }
      return text
    }
    return "engines disagree: direct \(describe(direct)); swiftpm \(describe(swiftpm))"
  }

  /// `outcome` with each failure message cut to its `file:line` where it has one, a
  /// crash's note to the test that crashed and no count of the tests run before it, and no
  /// count of other compiler errors. The rest can differ between two runs of the same
  /// build: a dictionary prints its elements in an order each process seeds anew, a time is
  /// read anew, SwiftPM's own lines interleave with a crash's message, the tests that ran
  /// before a crash depend on the order they ran in, and SwiftPM stops a module's other
  /// jobs at its first failing one.
  private static func comparable(_ outcome: TestOutcome) -> TestOutcome {
    var outcome = outcome
    outcome.otherErrors = nil
    if let note = outcome.note, let crashed = note.range(of: " crashed") {
      outcome.note = String(note[..<crashed.upperBound])
      outcome.ran = 0
    }
    outcome.failures = outcome.failures.map { failure in
      var failure = failure
      if let place = failure.message.firstMatch(of: #/^[^ ]+:\d+: /#) {
        failure.message = String(place.output)
      }
      return failure
    }
    return outcome
  }
}
