import CommandLineSupport
import CoverageKit
import Foundation
import SwiftLexer

/// One mutation run of a package: its mutants found, built in one schema (or alone where
/// the compiler refuses the schema), and tried against the tests, in a copy of the package.
struct MutationRun: Sendable {
  /// How mutants are built and run. The two slower ones are there to compare with, as
  /// `Scripts/benchmark-mutation.sh` does, or to rule the schema out when in doubt.
  enum Strategy: String, CaseIterable, Sendable {
    /// Every mutant in one build, switched on by an environment variable per test run.
    case schema
    /// One incremental build per mutant, its tests run as the schema's are.
    case eachBuild = "each-build"
    /// One `swift build` and one `swift test` per mutant, as a tool without schemata does.
    case swiftTest = "swift-test"
  }

  /// What the run mutates, and how.
  let options: MutationOptions
  /// Who hears how the run goes.
  let observer: MutationObserver

  /// A run with `options`, telling its progress to `progress`.
  init(_ options: MutationOptions, progress: @escaping @Sendable (String) -> Void = { _ in }) {
    self.init(options, observer: MutationObserver(progress: progress))
  }

  /// A run with `options`, telling `observer` how it goes.
  init(_ options: MutationOptions, observer: MutationObserver) {
    self.options = options
    self.observer = observer
  }

  /// Which mutants the run tries.
  var selection: MutantSelection { MutantSelection(options: options) }

  /// Tells a line of progress.
  func progress(_ line: String) {
    observer.progress(line)
  }

  /// Finds the mutants, keeps the outcomes the last run's results still hold (with
  /// `--incremental`), and tries the others: the report of every mutant found.
  func run() throws(MutationError) -> MutationReport {
    let started = Date()
    let found = try selection.mutants()
    for line in selection.inactiveLinesSaid() { progress(line) }
    var kept: [MutationReport.Entry] = []
    let fingerprint = options.incremental.map { _ in
      PackageFingerprint(root: options.root.standardizedFileURL)
    }
    if let file = options.incremental, let fingerprint {
      let (previous, warning) = IncrementalResults.read(from: file)
      if let warning { progress("coverage-gate: warning: \(warning)") }
      if let previous {
        kept = found.filter { selection.equivalence(of: $0) == nil }
          .compactMap { previous.kept($0, now: fingerprint) }
      }
      progress(
        FileManager.default.fileExists(atPath: file.path)
          ? "Keeping \(kept.count) outcomes of the last run, from \(file.path)"
          : "No outcomes kept: \(file.path) is not there yet (this run writes it)")
    }
    observer.settled?(kept)
    let keys = Set(kept.map { IncrementalResults.key(of: $0.mutant) })
    var tried = try tried(found.filter { !keys.contains(IncrementalResults.key(of: $0)) })
    if options.prunesEquivalents {
      tried.entries = CompilerEquivalence.pruned(tried.entries, of: self)
    }
    var report = MutationReport(
      entries: tried.entries + kept, seconds: Date().timeIntervalSince(started),
      builds: tried.builds)
    report.kept = kept.count
    report.retried = tried.retried
    report.shard = options.shard
    if let file = options.incremental, let fingerprint {
      try IncrementalResults(report, fingerprint: fingerprint).write(to: file)
    }
    return report
  }

  /// Builds `mutants` and runs the tests against each covered one: a pipeline of the steps
  /// below, each a function of its own. Returns their entries and the builds made.
  private func tried(_ mutants: [Mutant]) throws(MutationError)
    -> (entries: [MutationReport.Entry], builds: Int, retried: Int)
  {
    // A change with no line to mutate (documentation, tests), or only equivalent mutants
    // left, needs no build at all.
    guard mutants.contains(where: { selection.equivalence(of: $0) == nil }) else {
      return (
        mutants.map {
          MutationReport.Entry(
            mutant: $0, outcome: .equivalent, reason: selection.equivalence(of: $0))
        }, 0, 0
      )
    }
    let plan = Plan(options.strategy)
    let copy = try preparedCopy()
    let schema = MutantSchema(mutants)
    let measuring = options.coverage == nil
    var builds = VerifiedBuilds(copy: copy, coverage: measuring)
    let excluded =
      plan.buildsSchema ? try buildSchema(schema, into: &builds) : Set(schema.mutants.keys)
    if excluded.count == schema.mutants.count {
      try buildWithoutMutants(schema, into: &builds)
    }
    let trials = MutantTrials(run: self)
    let tests = try trials.testsWithoutMutants(
      in: copy, inUnits: plan.buildsSchema && excluded.count < schema.mutants.count)
    // Line coverage decides for the mutants the units of the tests were not measured on.
    let unmeasured = tests.units == nil ? Set(schema.mutants.keys) : excluded
    let covered =
      unmeasured.contains {
        schema.mutants[$0].map { selection.equivalence(of: $0) == nil } ?? true
      }
      ? try coveredCode(in: copy, testsTaking: tests.seconds)
      : CoveredCode()
    var outcomes = trials.untried(
      schema, covered: covered, units: tests.units, excluded: excluded,
      source: { try? copy.original($0) })
    observer.settled?(entries(outcomes, of: schema, excluded: excluded, units: tests.units))
    let inSchema = schema.mutants.keys.filter { outcomes[$0] == nil && !excluded.contains($0) }
    let aloneCount = excluded.filter { outcomes[$0] == nil }.count
    observer.willTry?(inSchema.count + aloneCount)
    let together = try trials.trySchema(inSchema, of: schema, in: &builds, tests: tests)
    outcomes.merge(together.outcomes) { _, new in new }
    let alone = try trials.buildAlone(
      excluded.filter { outcomes[$0] == nil }.sorted(), of: schema, plan: plan, in: &builds,
      execution: tests.execution, timeout: tests.timeout)
    outcomes.merge(alone.outcomes) { _, new in new }
    return (
      entries(outcomes, of: schema, excluded: excluded, units: tests.units), builds.made,
      together.retried + alone.retried
    )
  }

  /// The package's copy, brought in step with the package, where the mutants are built.
  private func preparedCopy() throws(MutationError) -> PackageCopy {
    let root = options.root.standardizedFileURL
    let copy = PackageCopy(
      source: root,
      folder: (options.scratch ?? root.appendingPathComponent(".build/mutation"))
        .appendingPathComponent("package"))
    progress("Copying the package to \(copy.folder.path)")
    try copy.sync()
    return copy
  }

  /// The report's entries: each mutant with an outcome, looked up in the schema by its
  /// number (which counts the mutants from 1 in the order found), so in that order.
  private func entries(
    _ outcomes: [Int: MutantOutcome], of schema: MutantSchema, excluded: Set<Int>,
    units: TestUnits?
  ) -> [MutationReport.Entry] {
    let mates = schema.siteMates
    return outcomes.sorted { $0.key < $1.key }.compactMap { number, outcome in
      entry(number, outcome, of: schema, excluded: excluded, units: units, mates: mates)
    }
  }

  /// The report's entry of mutant `number` of `schema` with `outcome`: built in the schema
  /// unless `excluded`, with the units that reach it (and its `mates`, the schema's
  /// ``MutantSchema/siteMates``) where they were measured.
  func entry(
    _ number: Int, _ outcome: MutantOutcome, of schema: MutantSchema,
    excluded: Set<Int> = [], units: TestUnits?, mates: [Int: [Int]] = [:]
  ) -> MutationReport.Entry? {
    guard let mutant = schema.mutants[number] else { return nil }
    let reached = excluded.contains(number) ? nil : units?.reaching(mates[number] ?? [number])
    return MutationReport.Entry(
      mutant: mutant, outcome: outcome, inSchema: !excluded.contains(number),
      reason: selection.equivalence(of: mutant), coveredBy: reached?.map(\.name).sorted())
  }

  /// What the strategy decides, decided here only: whether the mutants go into one schema
  /// build first, and whether a mutant built alone is built and tried as a tool without
  /// schemata does (`swift build` without coverage, then `swift test`) or as the schema's
  /// mutants are.
  struct Plan: Sendable {
    /// Whether the mutants are built in one schema, the ones the compiler refuses alone.
    var buildsSchema: Bool
    /// Whether a mutant built alone is built without coverage and tried with `swift test`.
    var usesSwiftTest: Bool

    /// The plan of `strategy`.
    init(_ strategy: Strategy) {
      switch strategy {
      case .schema: (buildsSchema, usesSwiftTest) = (true, false)
      case .eachBuild: (buildsSchema, usesSwiftTest) = (false, false)
      case .swiftTest: (buildsSchema, usesSwiftTest) = (false, true)
      }
    }
  }
}
