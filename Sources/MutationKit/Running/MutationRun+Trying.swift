import CommandLineSupport
import Foundation

/// Trying the mutants against the tests: the ones in the schema side by side on its one
/// build, the others built and tried one by one.
extension MutationRun {
  /// The tests of the built copy and how they run against a mutant.
  struct Tests: Sendable {
    /// How the tests run.
    var execution: TestExecution
    /// The tests in units, each with what it reaches, when measured so.
    var units: TestUnits?
    /// How long a run of every test may take against a mutant.
    var timeout: Double
  }

  /// The tests of the built copy, run once with no mutant on: in units (`inUnits`, where
  /// the test binary allows), each measured for its time and the mutants it reaches, or
  /// else all at once. The tests must pass so, or no mutant's outcome would mean anything.
  func testsWithoutMutants(in copy: PackageCopy, inUnits: Bool) throws(MutationError) -> Tests {
    let execution = try TestExecution(folder: copy.folder, filter: options.filter)
    if inUnits {
      progress("Running the tests once, class by class, to learn which reach which mutants")
      let measured = execution.measuredUnits(
        lanes: options.jobs, timeout: options.timeout ?? 600,
        scratch: copy.folder.deletingLastPathComponent().appendingPathComponent("traces"))
      switch measured {
      case .success(let units?):
        let seconds = units.units.reduce(0) { $0 + $1.seconds }
        return Tests(
          execution: execution, units: units,
          timeout: options.timeout ?? Self.timeout(forTestsTaking: seconds))
      case .success(nil):
        break
      case .failure(let failure):
        throw .testsFail(
          reason: failure.result.timedOut
            ? "\(failure.unit) timed out" : Self.firstError(in: failure.result.tail))
      }
    }
    let baseline = execution.run(mutant: 0, timeout: options.timeout ?? 600)
    guard baseline.passed else {
      throw .testsFail(
        reason: baseline.timedOut ? "they timed out" : Self.firstError(in: baseline.tail))
    }
    return Tests(
      execution: execution, units: nil,
      timeout: options.timeout ?? Self.timeout(forTestsTaking: baseline.seconds))
  }

  /// The outcomes of the mutants not worth trying, by number: the ones listed as
  /// equivalent, and the ones the tests do not reach: in the schema, no unit of `units`
  /// reaches them (when measured); built alone, their places are not `covered` (read in
  /// the text of their files, which `source` gives).
  func untried(
    _ schema: MutantSchema, covered: CoveredCode, units: TestUnits?, excluded: Set<Int>,
    source: (String) -> String?
  ) -> [Int: MutantOutcome] {
    let mates = schema.siteMates
    var outcomes: [Int: MutantOutcome] = [:]
    var lines: [String: [Substring]] = [:]
    for (number, mutant) in schema.mutants {
      if equivalence(of: mutant) != nil {
        outcomes[number] = .equivalent
      } else if let units, !excluded.contains(number) {
        if units.reaching(mates[number] ?? [number]).isEmpty { outcomes[number] = .notCovered }
      } else {
        if lines[mutant.file] == nil {
          lines[mutant.file] = (source(mutant.file) ?? "").split(
            separator: "\n", omittingEmptySubsequences: false)
        }
        if !covered.covers(mutant, source: lines[mutant.file] ?? []) {
          outcomes[number] = .notCovered
        }
      }
    }
    return outcomes
  }

  /// Runs the tests against each of the mutants `numbers`, switched on in turn in the
  /// schema's build, side by side where the tests allow, once the build is shown to hold
  /// their files: only the units that reach a mutant when they were measured so.
  func trySchema(
    _ numbers: [Int], of schema: MutantSchema, in builds: inout VerifiedBuilds, tests: Tests
  ) throws(MutationError) -> [Int: MutantOutcome] {
    guard !numbers.isEmpty else { return [:] }
    guard try builds.prove(holding: Set(numbers.compactMap { schema.mutants[$0]?.file })) else {
      throw .doesNotBuild(reason: "the schema built once and then no more")
    }
    let lanes = tests.execution.runsInParallel ? max(1, options.jobs) : 1
    progress("Trying \(numbers.count.counting("mutant")) against the tests, \(lanes) at a time")
    observer.willTry?(numbers.count)
    let mates = schema.siteMates
    let results = Locked<[Int: MutantOutcome]>([:])
    let order = numbers.sorted()
    WorkQueue.forEach(order.count, lanes: lanes) { index, _ in
      let number = order[index]
      let outcome: MutantOutcome
      if let units = tests.units?.reaching(mates[number] ?? [number]) {
        let seconds = units.reduce(0) { $0 + $1.seconds }
        outcome =
          tests.execution.run(
            mutant: number, units: units,
            timeout: options.timeout ?? Self.timeout(forUnitsTaking: seconds)
          ).outcome
      } else {
        outcome = tests.execution.run(mutant: number, timeout: tests.timeout).outcome
      }
      results.withLock { $0[number] = outcome }
      if let mutant = schema.mutants[number] { observer.tried?(mutant, outcome) }
    }
    return results.current
  }

  /// Builds each of the mutants `numbers` alone, on the copy without the schema's sites,
  /// and tries each build shown to hold its mutant as `plan` says: a mutant that does not
  /// build is not built.
  func buildAlone(
    _ numbers: [Int], of schema: MutantSchema, plan: Plan, in builds: inout VerifiedBuilds,
    execution: TestExecution, timeout: Double
  ) throws(MutationError) -> [Int: MutantOutcome] {
    guard !numbers.isEmpty else { return [:] }
    progress(
      numbers.count == 1
        ? "Building 1 mutant alone" : "Building \(numbers.count) mutants one by one")
    observer.willTry?(numbers.count)
    try write(schema, excluding: Set(schema.mutants.keys), into: &builds)
    // A tool without schemata builds as `swift build` does, without coverage.
    if plan.usesSwiftTest { builds.coverage = false }
    var outcomes: [Int: MutantOutcome] = [:]
    for number in numbers {
      guard let mutant = schema.mutants[number] else { continue }
      let original = try builds.copy.original(mutant.file)
      try builds.write(mutant.applied(to: original), to: mutant.file)
      let built = try builds.build().succeeded ? builds.prove(holding: [mutant.file]) : false
      if !built {
        outcomes[number] = .notBuilt
      } else if plan.usesSwiftTest {
        outcomes[number] = Self.swiftTest(
          in: builds.copy.folder, filter: options.filter, timeout: timeout)
      } else {
        outcomes[number] = execution.run(mutant: 0, timeout: timeout).outcome
      }
      try builds.write(original, to: mutant.file)
      if let outcome = outcomes[number] { observer.tried?(mutant, outcome) }
    }
    return outcomes
  }

  /// How long a mutant's tests may run when the tests alone take `seconds`: twice that
  /// (two mutants share the processor), plus 5 s for a loaded machine, as mutation testers
  /// for other languages allow. A mutant that loops costs this long, so it is kept short.
  static func timeout(forTestsTaking seconds: Double) -> Double {
    seconds * 2 + 5
  }

  /// How long a mutant's run of the units that reach it may take when they take `seconds`
  /// with no mutant on: twice that plus 2 s. Units are small, each a class of tests, and run
  /// one a core, so 2 s is many times a unit's own time, while a mutant that loops (the
  /// ones that time out) costs no more than it must.
  static func timeout(forUnitsTaking seconds: Double) -> Double {
    seconds * 2 + 2
  }

  /// One built mutant the way a tool without schemata tries it: `swift test`, told to skip
  /// the build just done, so the timeout is the tests' alone.
  static func swiftTest(in folder: URL, filter: String?, timeout: Double) -> MutantOutcome {
    let command = ["swift", "test", "--skip-build"] + (filter.map { ["--filter", $0] } ?? [])
    guard
      let outcome = try? Subprocess.run(
        command, in: folder, environment: TestExecution.environment(mutant: 0),
        mergingErrors: true, timeout: timeout, keepingAtMost: TestExecution.outputKept)
    else { return .killed }
    return outcome.timedOut ? .timedOut : outcome.succeeded ? .survived : .killed
  }
}
