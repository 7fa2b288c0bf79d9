import Foundation

/// What test-first mode found about a learner's tests: do they fail on the code before the
/// step (red first), pass on the step's reference (the wheat), and catch its chaffs?
///
/// Only tests that do all three are valid, and only valid tests let the step go green: a
/// test that checks nothing, or misses a plausible wrong solution, does not finish a step.
struct TestFirstVerdict: Codable, Equatable, Sendable {
  /// The light of the learner's tests on the previous step's reference.
  var previous: Light
  /// The light of the learner's tests on the step's reference, the wheat.
  var reference: Light
  /// Why the tests fail on the reference: the first compiler error or failure there.
  var problem: String?
  /// The chaffs some test caught, by id.
  var caught: [String]
  /// The chaffs no test caught.
  var missed: [KataChaff]
  /// The implementations whose run the direct engine left to SwiftPM, by key (`reference`,
  /// `chaff-2`), each with why: slower runs the learner should hear of.
  var fellBack: [String: String]?
  /// The learner's tests that check nothing (no assertion), as `File.swift:12 test_name`: a
  /// test that passes whatever the code does finishes no step, chaffs or none.
  var checkingNothing: [String]?

  /// Creates a verdict.
  init(
    previous: Light, reference: Light, problem: String? = nil, caught: [String] = [],
    missed: [KataChaff] = []
  ) {
    self.previous = previous
    self.reference = reference
    self.problem = problem
    self.caught = caught
    self.missed = missed
    fellBack = nil
    checkingNothing = nil
  }

  /// The verdict as the learner's journal keeps it: without the labels of generated mutants,
  /// which give a line, a column and code of the reference the learner never saw (the
  /// summaries say what a caller would observe instead).
  var withoutReferenceCode: TestFirstVerdict {
    var verdict = self
    verdict.missed = missed.map { chaff in
      var chaff = chaff
      chaff.mutant = nil
      return chaff
    }
    return verdict
  }

  /// Whether the tests compile against the reference and pass on it.
  var passOnReference: Bool { reference == .green }

  /// Whether the tests fail (or do not compile) on the code before the step.
  var failsFirst: Bool { previous != .green }

  /// Whether the tests pass on the reference, fail first, catch every chaff and each check
  /// something: the only verdict that lets the step go green.
  var isValid: Bool {
    passOnReference && failsFirst && missed.isEmpty && (checkingNothing ?? []).isEmpty
  }

  /// The verdict of tests that were `previous` on the previous reference, gave `reference`
  /// on the step's, and the light of each chaff: caught unless green; a generated mutant that
  /// does not compile is no program to catch. Tests that fail on the reference say nothing of
  /// the chaffs: one that passes on a chaff may only share the tests' mistake, and `kata
  /// status` would show it as missed.
  init(previous: Light, reference: TestOutcome, chaffs: [(chaff: KataChaff, light: Light)]) {
    self.init(
      previous: previous, reference: reference.light,
      problem: reference.compilerError
        ?? reference.failures.first.map { "\($0.test): \($0.message)" } ?? reference.note)
    guard reference.light == .green else { return }
    for (chaff, light) in chaffs where !(chaff.mutant != nil && light == .amber) {
      if light == .green { missed.append(chaff) } else { caught.append(chaff.id) }
    }
  }

  /// The verdict the outcomes `known` give: the lights of both references, the reference's
  /// first problem, and which of `chaffs` the tests caught and missed. An implementation
  /// without an outcome counts as red.
  init(
    chaffs: [(chaff: KataChaff, sources: [String: Data])], known: JudgeOutcomes
  ) {
    let outcome = { (key: String) in known.outcome(of: key) ?? TestOutcome(light: .red) }
    self.init(
      previous: outcome(TestFirstJudge.Candidate.previous).light,
      reference: outcome(TestFirstJudge.Candidate.reference),
      chaffs: chaffs.enumerated().map {
        ($0.element.chaff, outcome(TestFirstJudge.Candidate.chaff(at: $0.offset)).light)
      })
  }

  /// The line saying which implementations SwiftPM built for the judge and why, such as
  /// `For the judge, swift test built the reference and chaff-2, slower than kata's own
  /// engine, because the link failed: …`; nil when the direct engine built them all.
  var fallbackLine: String? {
    let keys = (fellBack ?? [:]).keys.sorted { Self.order($0) < Self.order($1) }
    guard let first = keys.first, let reason = fellBack?[first] else { return nil }
    let names = keys.map { key in
      switch key {
      case TestFirstJudge.Candidate.previous: "the code before this step"
      case TestFirstJudge.Candidate.reference: "the reference"
      default: key
      }
    }
    let list =
      names.count == 1
      ? names[0]
      : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    return "For the judge, swift test built \(list), slower than kata's own engine, "
      + "because \(reason)."
  }

  /// Where `key` comes among the judge's implementations: the previous reference, the
  /// reference, then the chaffs by number.
  private static func order(_ key: String) -> (Int, Int) {
    switch key {
    case TestFirstJudge.Candidate.previous: (0, 0)
    case TestFirstJudge.Candidate.reference: (1, 0)
    default: (2, Int(key.split(separator: "-").last ?? "") ?? 0)
    }
  }

  /// How many chaffs the step met the tests with.
  var chaffsMet: Int { caught.count + missed.count }

  /// One line, such as `tests: valid · red on step 9 · caught 3/3 chaffs` or
  /// `tests: weak: caught 1/2 chaffs, missed "…"`, for the step numbered `stepNumber`
  /// (from 1).
  func summary(stepNumber: Int) -> String {
    "tests: " + (isValid ? praise(stepNumber: stepNumber) : shortfall(stepNumber: stepNumber))
  }

  /// What the tests still lack, in a few words that name it, such as `not red on step 15
  /// (they pass on the code before this step)`; empty when they are valid.
  func shortfall(stepNumber: Int) -> String {
    guard passOnReference else {
      guard reference != .amber else {
        return "not valid: " + CompileErrorAdvice(error: problem).reason(error: problem)
      }
      return "not valid: they fail on the reference" + (problem.map { " (\($0))" } ?? "")
    }
    var parts: [String] = []
    if !failsFirst {
      parts.append(
        "not red on \(Self.before(stepNumber)) (they pass on the code before this step)"
      )
    }
    if !missed.isEmpty {
      parts.append("weak: " + chaffCount + ", missed " + missedSummaries)
    }
    if let idle = checkingNothing, !idle.isEmpty {
      parts.append(
        idle.count == 1
          ? "not valid: a test checks nothing (it has no assertion)"
          : "not valid: \(idle.count) tests check nothing (they have no assertion)")
    }
    return parts.joined(separator: " · ")
  }

  /// The step's advice after a shortfall: what to write next, in one sentence.
  func advice(stepNumber: Int) -> String {
    if !passOnReference {
      guard reference == .amber else {
        return
          "Your tests expect something the step does not ask for: read the step again ('kata step')."
      }
      switch CompileErrorAdvice(error: problem) {
      case .names:
        return
          "Make your tests compile against the step's API: 'kata step' shows it again. A name only your own code has, such as a helper of your tests, goes in Tests/: the judge runs your tests on its code, not yours."
      case .concurrency(let fix): return "Fix the concurrency error: \(fix)."
      case .other: return "Fix the compiler's error in your test, at the file and line it names."
      }
    }
    if !failsFirst {
      return
        "Write a test that fails on the code of \(Self.before(stepNumber)): one that checks what this step adds, so it could not pass before."
    }
    if missed.isEmpty {
      return
        "Give each test an assertion (XCTAssertEqual, #expect) of what this step adds: a test without one passes whatever the code does."
    }
    return
      "Add a test that fails for \(missed.count == 1 ? "that wrong solution" : "each of those wrong solutions") and passes for the right one."
  }

  /// `caught 1/2 chaffs`.
  var chaffCount: String {
    "caught \(caught.count)/\(chaffsMet) chaff\(chaffsMet == 1 ? "" : "s")"
  }

  /// The summaries of the missed chaffs, quoted and joined: `"…", "…"`.
  var missedSummaries: String {
    missed.map { "\"\($0.summary)\"" }.joined(separator: ", ")
  }

  private func praise(stepNumber: Int) -> String {
    var parts = ["valid", "\(previous.rawValue) on \(Self.before(stepNumber))"]
    if chaffsMet > 0 { parts.append(chaffCount) }
    return parts.joined(separator: " · ")
  }

  /// `step 15`, or `the starter` before the first step.
  private static func before(_ stepNumber: Int) -> String {
    stepNumber > 1 ? "step \(stepNumber - 1)" : "the starter"
  }
}
