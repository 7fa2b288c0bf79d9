import CommandLineSupport
import Foundation

extension KataTool {
  func verify(
    _ ids: [String], catalog: KataCatalog, work: String?, jobs text: String?, staticOnly: Bool,
    steps: String? = nil, parity: Bool = false
  ) throws -> ExitCode {
    let jobs = try Self.jobs(text) ?? ProcessInfo.processInfo.activeProcessorCount
    let ids = ids.isEmpty ? catalog.kataIDs : ids
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
        "\(problems.isEmpty ? "Ready" : "Not ready"): \(Self.count(katas.count, "kata")) read, \(Self.count(problems.count, "problem"))"
      )
      return problems.isEmpty ? .success : .failure
    }
    var verifier = KataVerifier(
      runner: runner,
      workFolder: work.map(url) ?? repository.appendingPathComponent(".build/kata-verify"),
      librariesFolder: repository.appendingPathComponent("Sources"))
    verifier.parity = parity
    if let steps {
      guard katas.count == 1, let kata = katas.first else {
        throw UsageError.invalidValue(steps, for: "--steps", expected: "steps of one named kata")
      }
      verifier.onlySteps[kata.id] = try Self.steps(steps, of: kata)
    }
    let total = katas.map(verifier.checkCount(of:)).reduce(0, +)
    let steps = katas.map(\.stepCount).reduce(0, +)
    let started = now()
    console.line(
      console.style.bold(
        "Verifying \(Self.count(katas.count, "kata")), \(Self.count(steps, "step")) and \(total) checks with \(Self.count(min(jobs, katas.count), "worker"))"
      ))
    let counter = CheckCounter()
    let console = console
    let reports = verifier.verify(katas, jobs: jobs) { check in
      let number = counter.increment()
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
          "  \(report.kata): \(Self.count(kata.stepCount, "step")) verified in \(seconds)"
            + Self.engines(of: report.checks, parity: parity))
      }
    }
    for failure in failures {
      console.error(failure, tool: "kata verify")
    }
    console.line(
      "\(failures.isEmpty ? "Verified" : "Checked") \(Self.count(katas.count, "kata")) in \(Int(now().timeIntervalSince(started).rounded())) s"
    )
    if !problems.isEmpty {
      console.line("\(Self.count(problems.count, "readiness problem")) (listed first)")
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

/// Numbers the checks of every worker in the order they finish.
private final class CheckCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func increment() -> Int {
    lock.withLock {
      count += 1
      return count
    }
  }
}
