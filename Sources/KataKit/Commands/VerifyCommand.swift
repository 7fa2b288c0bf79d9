import CommandLineSupport
import Foundation

/// `kata verify`: every step of every kata red before green, every chaff caught, and the
/// pages fit for test-first mode; for authors and CI.
struct VerifyCommand: KataCommand {
  static let name = "verify"
  static let summary = "check that katas go red before green (for authors and CI)"
  static let options: [OptionSpec] = [
    .value("--work"), .value("--jobs"), .flag("--static"), .value("--steps"), .value("--engine"),
    .flag("--parity"),
  ]
  static let maximumOperands = Int.max
  static let help = """
    Usage: kata verify [KATA ...] [--katas DIR] [--work DIR] [--jobs N] [--static]
                       [--engine direct|swiftpm] [--parity]
           kata verify KATA --steps 3,5-7 [--work DIR]

    For authors and CI: for every step, the tests must give the manifest's light against
    the previous step's reference and green against the step's own; refactor steps stay
    green; chaffs are caught; the final tests must pass against the library in Sources/.
    N workers (default: one per core) verify katas side by side, each in one reused
    package under --work (default .build/kata-verify). --steps checks only those steps of
    one kata, without the final check. Checks build with the direct engine where it can
    (see 'kata help test'); --engine swiftpm builds every one with SwiftPM. --parity runs
    every check with both engines and fails where their lights, counts, failures or first
    compiler errors differ: SwiftPM's outcome is the one checked.

    First, and alone with --static (no build), it checks that every red step can be done
    from its pages: the README names every name the tests use that is new at the step and
    every text they compare, there are two hints or more, and no chaff is the previous or
    the step's reference again. Exit status 1 on any violation.

    """

  static func run(_ operands: [String], options: ParsedArguments, in context: CommandContext)
    throws -> ExitCode
  {
    let catalog = try context.catalog(options)
    let console = context.console
    let work = options.value("--work")
    let staticOnly = options.flag("--static")
    let stepList = options.value("--steps")
    let parity = options.flag("--parity")
    let jobs =
      try Self.jobs(options.value("--jobs")) ?? ProcessInfo.processInfo.activeProcessorCount
    let ids = operands.isEmpty ? catalog.kataIDs : operands
    let katas = try ids.map { id throws(KataError) in try catalog.kata(id) }
    let repository = catalog.folder.deletingLastPathComponent()
    let problems = katas.flatMap { kata in
      StepReadiness(kata: kata).problems()
        + (kata.manifest.reference.map { reference in
          ReferenceTestNames(
            kata: kata, suite: repository.appendingPathComponent("Tests/\(reference)Tests")
          ).problems()
        } ?? [])
    }
    for problem in problems {
      console.error("\(problem)", tool: "kata verify")
    }
    if staticOnly {
      console.line(
        "\(problems.isEmpty ? "Ready" : "Not ready"): \(katas.count.counting("kata")) read, \(problems.count.counting("problem"))"
      )
      return problems.isEmpty ? .success : .failure
    }
    var verifier = KataVerifier(
      runners: context.runners,
      workFolder: work.map(context.url) ?? repository.appendingPathComponent(".build/kata-verify"),
      librariesFolder: repository.appendingPathComponent("Sources"))
    verifier.parity = parity
    if let stepList {
      guard katas.count == 1, let kata = katas.first else {
        throw UsageError.invalidValue(stepList, for: "--steps", expected: "steps of one named kata")
      }
      verifier.onlySteps[kata.id] = try Self.steps(stepList, of: kata)
    }
    let total = katas.map(verifier.checkCount(of:)).reduce(0, +)
    let stepCount = katas.map(\.stepCount).reduce(0, +)
    let started = context.now()
    console.line(
      console.style.bold(
        "Verifying \(katas.count.counting("kata")), \(stepCount.counting("step")) and \(total) checks with \((min(jobs, katas.count)).counting("worker"))"
      ))
    let counter = Locked(0)
    let reports = verifier.verify(katas, jobs: jobs) { check in
      let number = counter.withLock {
        $0 += 1
        return $0
      }
      let width = String(total).count
      let padded = String(repeating: " ", count: max(0, width - String(number).count))
      var line =
        "[\(padded)\(number)/\(total)] \(check.kata) \(check.label): \(check.what) → \(check.outcome.light.rawValue)"
      if check.passed {
        line += " " + console.style.green("✓")
      } else if let disagreement = check.disagreement {
        line += " " + console.style.red("✗ \(disagreement)")
      } else {
        line += " " + console.style.red("✗ expected \(check.expected.rawValue)")
        if let error = check.outcome.compilerError { line += "; \(error)" }
        if let failure = check.outcome.failures.first {
          line += "; \(failure.test): \(failure.message)"
        }
      }
      console.line(line)
    }
    console.line("")
    var failures: [String] = []
    for (kata, report) in zip(katas, reports) {
      let seconds = "\(Int(report.seconds.rounded())) s"
      if let error = report.error {
        failures.append("\(report.kata): \(error)")
      } else if let failed = report.checks.first(where: { !$0.passed }) {
        failures.append(
          "\(report.kata) step \(failed.label): \(failed.what) "
            + (failed.disagreement
              ?? "gave \(failed.outcome.light.rawValue), expected \(failed.expected.rawValue)"))
      } else {
        console.line(
          "  \(report.kata): \(kata.stepCount.counting("step")) verified in \(seconds)"
            + Self.engines(of: report.checks, parity: parity))
      }
    }
    for failure in failures {
      console.error(failure, tool: "kata verify")
    }
    console.line(
      "\(failures.isEmpty ? "Verified" : "Checked") \(katas.count.counting("kata")) in \(Int(context.now().timeIntervalSince(started).rounded())) s"
    )
    if !problems.isEmpty {
      console.line("\(problems.count.counting("readiness problem")) (listed first)")
    }
    return failures.isEmpty && problems.isEmpty ? .success : .failure
  }

  /// Which engine built the checks: ", all built directly", ", built with SwiftPM" or how
  /// many were built directly and why SwiftPM built the others; with `parity`, that both
  /// engines agreed on every check.
  static func engines(of checks: [KataVerifier.Check], parity: Bool) -> String {
    let direct = checks.filter { $0.engine == .direct }.count
    var text =
      direct == checks.count
      ? ", all built directly"
      : direct == 0 && checks.allSatisfy({ $0.fallback == nil })
        ? ", built with SwiftPM" : ", \(direct) of \(checks.count) built directly"
    if let fallback = checks.lazy.compactMap(\.fallback).first {
      text += " (SwiftPM for the others: \(fallback))"
    }
    return text + (parity ? ", both engines agreeing" : "")
  }

  /// The `--steps` value: step numbers, ids or ranges such as `3-5`, separated by commas.
  static func steps(_ text: String, of kata: Kata) throws(UsageError) -> Set<Int> {
    var steps = Set<Int>()
    for part in text.split(separator: ",").map(String.init) {
      let bounds = part.split(separator: "-", maxSplits: 1).map(String.init)
      if bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]),
        let first = kata.stepIndex(named: String(low)),
        let last = kata.stepIndex(named: String(high)),
        first <= last
      {
        steps.formUnion(first...last)
      } else if let index = kata.stepIndex(named: part) {
        steps.insert(index)
      } else {
        throw .invalidValue(
          text, for: "--steps",
          expected: "step numbers from 1 to \(kata.stepCount), ids or ranges such as 3-5")
      }
    }
    return steps
  }

  /// The `--jobs` value: a whole number of at least 1.
  static func jobs(_ text: String?) throws(UsageError) -> Int? {
    guard let text else { return nil }
    guard let jobs = Int(text), jobs > 0 else {
      throw .invalidValue(text, for: "--jobs", expected: "a whole number of workers, 1 or more")
    }
    return jobs
  }
}
