import CommandLineSupport
import Foundation

/// `kata verify`: every step of every kata red before green, every chaff caught, and the
/// pages fit for test-first mode; for authors and CI.
struct VerifyCommand: KataCommand {
  /// `--work DIR`: where the checks build.
  static let work = Option<FilePath?>(
    "--work", "DIR", help: "the packages the checks build in", defaultText: ".build/kata-verify")
  /// `--jobs N`: how many katas are verified side by side.
  static let jobs = Option<PositiveCount?>(
    "--jobs", "N", help: "verify N katas side by side", defaultText: "one per core")
  /// `--static`: the pages only, with no build.
  static let staticOnly = OptionDeclaration.flag(
    "--static", help: "only check that every red step can be done from its pages")
  /// `--steps LIST`: some steps of one kata.
  static let steps = Option<StepList?>(
    "--steps", "LIST", help: "only these steps of one kata, such as 3,5-7")
  /// `--parity`: both engines, compared.
  static let parity = OptionDeclaration.flag(
    "--parity", help: "run every check with both engines and compare them")

  /// `verify [KATA ...]`, for authors and CI.
  static let declaration = CommandDeclaration(
    name: "verify", abstract: "check that katas go red before green (for authors and CI)",
    discussion: """
      For authors and CI: for every step, the tests must give the manifest's light against
      the previous step's reference and green against the step's own; refactor steps stay
      green; chaffs are caught; the final tests must pass against the library in Sources/.
      --jobs N workers (one per core if not given) verify katas side by side, each in one
      reused package under --work. --steps checks only those steps of
      one kata, without the final check. Checks build with the direct engine where it can
      (see 'kata help test'); --engine swiftpm builds every one with SwiftPM. --parity runs
      every check with both engines and fails where their lights, counts, failures or first
      compiler errors differ: SwiftPM's outcome is the one checked.

      First, and alone with --static (no build), it checks that every red step can be done
      from its pages: the README names every name the tests use that is new at the step and
      every text they compare, there are two hints or more, and no chaff is the previous or
      the step's reference again. Exit status 1 on any violation.
      """,
    options: [work, jobs, staticOnly, steps, KataOption.engine, parity],
    operands: [OperandDeclaration("KATA", optional: true, repeating: true)])

  /// `--katas DIR`: where the katas are.
  let katas: FilePath?
  /// `--work DIR`: where the steps are built, when given.
  let work: FilePath?
  /// `--jobs N`: how many katas are verified at once, when given.
  let jobs: PositiveCount?
  /// `--static`: whether only the pages are checked.
  let staticOnly: Bool
  /// `--steps LIST`: the steps of the one kata named to verify, when given.
  let steps: StepList?
  /// `--parity`: whether every step is built by both engines and compared.
  let parity: Bool
  /// `KATA…`: the katas named; every kata when empty.
  let ids: [String]

  init(_ parsed: ParsedCommand) throws(UsageError) {
    katas = try parsed.value(KataOption.katas)
    work = try parsed.value(Self.work)
    jobs = try parsed.value(Self.jobs)
    staticOnly = parsed.flag(Self.staticOnly)
    steps = try parsed.value(Self.steps)
    parity = parsed.flag(Self.parity)
    ids = parsed.operands
    if let steps, ids.count != 1 {
      throw .invalidValue(steps.text, for: "--steps", expected: "steps of one named kata")
    }
  }

  /// Checks the pages of the katas named (every kata by default), then, unless `--static`,
  /// every step of them with the engines.
  func run(in context: CommandContext) throws -> ExitCode {
    let catalog = try context.catalog(katas)
    let console = context.console
    let workers =
      jobs?.value ?? ProcessInfo.processInfo.activeProcessorCount
    let named = ids.isEmpty ? catalog.kataIDs : ids
    let chosen = try named.map { id throws(KataError) in try catalog.kata(id) }
    let repository = catalog.folder.deletingLastPathComponent()
    let problems = Self.readinessProblems(of: chosen, in: repository)
    for problem in problems {
      console.error("\(problem)", tool: "kata verify")
    }
    if staticOnly {
      console.line(
        "\(problems.isEmpty ? "Ready" : "Not ready"): \(chosen.count.counting("kata")) read, \(problems.count.counting("problem"))"
      )
      return problems.isEmpty ? .success : .failure
    }
    var verifier = KataVerifier(
      runners: context.runners,
      workFolder: work.map { context.url($0.text) }
        ?? repository.appendingPathComponent(".build/kata-verify"),
      librariesFolder: repository.appendingPathComponent("Sources"))
    verifier.parity = parity
    if let stepList = steps, let kata = chosen.first {
      verifier.onlySteps[kata.id] = try stepList.indices(in: kata)
    }
    let started = context.now()
    let reports = Self.verify(chosen, with: verifier, jobs: workers, console: console)
    let failures = Self.summarize(reports, of: chosen, parity: verifier.parity, console: console)
    console.line(
      "\(failures.isEmpty ? "Verified" : "Checked") \(chosen.count.counting("kata")) in \(Int(context.now().timeIntervalSince(started).rounded())) s"
    )
    if !problems.isEmpty {
      console.line("\(problems.count.counting("readiness problem")) (listed first)")
    }
    return failures.isEmpty && problems.isEmpty ? .success : .failure
  }

  /// What keeps a red step of `katas` from being done from its pages, and the reference
  /// tests of the repository at `repository` that the katas' steps do not name.
  private static func readinessProblems(
    of katas: [Kata], in repository: URL
  ) -> [StepReadiness.Problem] {
    katas.flatMap { kata in
      StepReadiness(kata: kata).problems()
        + (kata.manifest.reference.map { reference in
          ReferenceTestNames(
            kata: kata, suite: repository.appendingPathComponent("Tests/\(reference)Tests")
          ).problems()
        } ?? [])
    }
  }

  /// Verifies `katas` with `workers` side by side, printing a numbered line per check as it
  /// ends.
  private static func verify(
    _ katas: [Kata], with verifier: KataVerifier, jobs workers: Int, console: Console
  ) -> [KataVerifier.Report] {
    let total = katas.map(verifier.checkCount(of:)).reduce(0, +)
    let stepCount = katas.map(\.stepCount).reduce(0, +)
    console.line(
      console.style.bold(
        "Verifying \(katas.count.counting("kata")), \(stepCount.counting("step")) and \(total) checks with \((min(workers, katas.count)).counting("worker"))"
      ))
    let counter = Locked(0)
    return verifier.verify(katas, jobs: workers) { check in
      let number = counter.withLock {
        $0 += 1
        return $0
      }
      let width = String(total).count
      let padded = String(repeating: " ", count: max(0, width - String(number).count))
      console.line(
        "[\(padded)\(number)/\(total)] \(check.kata) \(check.label): \(check.what) → \(check.outcome.light.rawValue)"
          + " " + verdict(of: check, style: console.style))
    }
  }

  /// ✓ for a check that passed; ✗ with what went wrong otherwise.
  private static func verdict(of check: KataVerifier.Check, style: TextStyle) -> String {
    if check.passed { return style.green("✓") }
    if let disagreement = check.disagreement { return style.red("✗ \(disagreement)") }
    var text = style.red("✗ expected \(check.expected.rawValue)")
    if let error = check.outcome.compilerError { text += "; \(error)" }
    if let failure = check.outcome.failures.first {
      text += "; \(failure.test): \(failure.message)"
    }
    return text
  }

  /// Prints a line per kata verified, then the failures on standard error; the failures.
  private static func summarize(
    _ reports: [KataVerifier.Report], of katas: [Kata], parity: Bool, console: Console
  ) -> [String] {
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
    return failures
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
}
