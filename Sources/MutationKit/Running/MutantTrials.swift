import CommandLineSupport
import Foundation

/// Trying a run's mutants against the tests: the ones in the schema side by side on its one
/// build, the others built and tried one by one.
struct MutantTrials: Sendable {
  /// The run whose mutants are tried.
  let run: MutationRun

  /// The tests of the built copy and how they run against a mutant.
  struct Tests: Sendable {
    /// How the tests run.
    var execution: TestExecution
    /// The tests in units, each with what it reaches, when measured so.
    var units: TestUnits?
    /// How long a run of every test may take against a mutant.
    var timeout: Double
    /// How long the tests took without a mutant, all of them.
    var seconds: Double
  }

  /// The tests of the built copy, run once with no mutant on: in units (`inUnits`, where
  /// the test binary allows), each measured for its time and the mutants it reaches, or
  /// else all at once. The tests must pass so, or no mutant's outcome would mean anything.
  func testsWithoutMutants(in copy: PackageCopy, inUnits: Bool) throws(MutationError) -> Tests {
    let execution = try TestExecution(folder: copy.folder, filter: run.options.filter)
    if inUnits {
      run.progress(
        "Running the tests once, a class or a test at a time, to learn which reach which mutants")
      let progress = run.progress
      let measured = execution.measuredUnits(
        lanes: run.options.jobs, timeout: run.options.timeout ?? 600,
        scratch: copy.folder.deletingLastPathComponent().appendingPathComponent("traces"),
        progress: { progress($0) })
      switch measured {
      case .success(let units?):
        let seconds = units.units.reduce(0) { $0 + $1.seconds }
        return Tests(
          execution: execution, units: units,
          timeout: run.options.timeout ?? TestExecution.timeout(forTestsTaking: seconds),
          seconds: seconds)
      case .success(nil):
        break
      case .failure(let failure):
        throw .testsFail(
          reason: failure.result.timedOut
            ? "\(failure.unit) hung, twice, the second time alone with three times the limit: a test that hangs by itself; mend it, or leave it out with --filter"
            : BuildLog.firstError(in: failure.result.tail))
      }
    }
    let baseline = execution.run(mutant: 0, timeout: run.options.timeout ?? 600)
    guard baseline.passed else {
      throw .testsFail(
        reason: baseline.timedOut ? "they timed out" : BuildLog.firstError(in: baseline.tail))
    }
    return Tests(
      execution: execution, units: nil,
      timeout: run.options.timeout ?? TestExecution.timeout(forTestsTaking: baseline.seconds),
      seconds: baseline.seconds)
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
      if run.selection.equivalence(of: mutant) != nil {
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

  /// How many times its first limit a mutant that timed out is given when it is tried again,
  /// alone: enough for a machine under load, short enough for a mutant that loops.
  static let retryStretch = 3.0

  /// Outcomes by mutant number, and how many of them were tried a second time because they
  /// timed out on the first.
  typealias Outcomes = (outcomes: [Int: MutantOutcome], retried: Int)

  /// Runs the tests against each of the mutants `numbers`, switched on in turn in the
  /// schema's build, side by side where the tests allow, once the build is shown to hold
  /// their files: only the units that reach a mutant when they were measured so. A mutant
  /// that times out is tried again alone, with a longer limit, before it counts: a timeout
  /// side by side may be the machine's load, not the mutant.
  func trySchema(
    _ numbers: [Int], of schema: MutantSchema, in builds: inout VerifiedBuilds, tests: Tests
  ) throws(MutationError) -> Outcomes {
    guard !numbers.isEmpty else { return ([:], 0) }
    guard try builds.prove(holding: Set(numbers.compactMap { schema.mutants[$0]?.file })) else {
      throw .doesNotBuild(reason: "the schema built once and then no more")
    }
    let lanes = tests.execution.runsInParallel ? max(1, run.options.jobs) : 1
    run.progress("Trying \(numbers.count.counting("mutant")) against the tests, \(lanes) at a time")
    let mates = schema.siteMates
    let results = Locked<[Int: MutantOutcome]>([:])
    let order = numbers.sorted()
    let attempt = { @Sendable (number: Int, stretch: Double) -> MutantOutcome in
      guard let units = tests.units?.reaching(mates[number] ?? [number]) else {
        return tests.execution.run(mutant: number, timeout: tests.timeout * stretch).outcome
      }
      let seconds = units.reduce(0) { $0 + $1.seconds }
      let limit = run.options.timeout ?? TestExecution.timeout(forUnitsTaking: seconds)
      return tests.execution.run(mutant: number, units: units, timeout: limit * stretch).outcome
    }
    WorkQueue.forEach(order.count, lanes: lanes) { index, _ in
      let number = order[index]
      let outcome = attempt(number, 1)
      results.withLock { $0[number] = outcome }
      if outcome != .timedOut,
        let entry = run.entry(number, outcome, of: schema, units: tests.units, mates: mates)
      {
        run.observer.tried?(entry)
      }
    }
    let timedOut = results.current.filter { $0.value == .timedOut }.keys.sorted()
    if !timedOut.isEmpty {
      run.progress(
        "Trying again, alone, with \(Int(Self.retryStretch)) times the time: "
          + "\(timedOut.count.counting("mutant")) that timed out")
    }
    for number in timedOut {
      let outcome = attempt(number, Self.retryStretch)
      results.withLock { $0[number] = outcome }
      if let entry = run.entry(number, outcome, of: schema, units: tests.units, mates: mates) {
        run.observer.tried?(entry)
      }
    }
    return (results.current, timedOut.count)
  }

  /// Builds each of the mutants `numbers` alone, on the copy without the schema's sites,
  /// and tries each build shown to hold its mutant as `plan` says: a mutant that does not
  /// build is not built, and one that times out is tried again with a longer limit.
  func buildAlone(
    _ numbers: [Int], of schema: MutantSchema, plan: MutationRun.Plan,
    in builds: inout VerifiedBuilds,
    execution: TestExecution, timeout: Double
  ) throws(MutationError) -> Outcomes {
    guard !numbers.isEmpty else { return ([:], 0) }
    run.progress(
      numbers.count == 1
        ? "Building 1 mutant alone" : "Building \(numbers.count) mutants one by one")
    try run.write(schema, excluding: Set(schema.mutants.keys), into: &builds)
    // A tool without schemata builds as `swift build` does, without coverage.
    if plan.usesSwiftTest { builds.coverage = false }
    var outcomes: [Int: MutantOutcome] = [:]
    var retried = 0
    let folder = builds.copy.folder
    let attempt = { (limit: Double) -> MutantOutcome in
      plan.usesSwiftTest
        ? TestExecution.swiftTest(in: folder, filter: run.options.filter, timeout: limit)
        : execution.run(mutant: 0, timeout: limit).outcome
    }
    for number in numbers {
      guard let mutant = schema.mutants[number] else { continue }
      let original = try builds.copy.original(mutant.file)
      try builds.write(mutant.applied(to: original), to: mutant.file)
      let built = try builds.build().succeeded ? builds.prove(holding: [mutant.file]) : false
      if !built {
        outcomes[number] = .notBuilt
      } else {
        var outcome = attempt(timeout)
        if outcome == .timedOut {
          retried += 1
          outcome = attempt(timeout * Self.retryStretch)
        }
        outcomes[number] = outcome
      }
      try builds.write(original, to: mutant.file)
      if let outcome = outcomes[number],
        let entry = run.entry(number, outcome, of: schema, excluded: [number], units: nil)
      {
        run.observer.tried?(entry)
      }
    }
    return (outcomes, retried)
  }
}
