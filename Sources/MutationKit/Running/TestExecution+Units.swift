import CommandLineSupport
import Foundation

/// Running the tests in units: once with no mutant on, to learn what each reaches, then
/// against each mutant the units that reach it.
extension TestExecution {
  /// The units of the tests, each run once with no mutant on, `lanes` at a time, its time
  /// and the mutants it reaches written to a trace in `scratch`; `nil` when the tests do
  /// not run in units here (only the test binary on Linux does). The first unit that fails
  /// is returned instead, as no mutant's outcome means anything then; one that timed out is
  /// run again alone, with three times the limit, and stops the run if it hangs again. A unit still running
  /// after `patience` seconds, and every `patience` after, is told to `progress`, with the
  /// limit that will stop it, so a hanging test is never silence.
  func measuredUnits(
    lanes: Int, timeout: Double, scratch: URL, patience: Double = 60,
    progress: @escaping @Sendable (String) -> Void = { _ in }
  ) -> Swift.Result<TestUnits?, Failure> {
    guard let binary else { return .success(nil) }
    let tests = selection ?? Self.xctests(of: binary, in: folder)
    let listed = TestUnits.units(
      xctests: tests, whole: selection == nil, filter: filter,
      swiftTests: Self.swiftTests(of: binary, in: folder, filter: filter))
    try? FileManager.default.removeItem(at: scratch)
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let results = Locked<[Int: Result]>([:])
    let running = Locked<[Int: (start: Date, limit: Double)]>([:])
    let watch = SlowUnitWatch(patience: patience) {
      for (index, run) in running.current.sorted(by: { $0.key < $1.key }) {
        let seconds = Int(Date().timeIntervalSince(run.start))
        guard seconds >= Int(patience) else { continue }
        progress(
          "Still running \(listed[index].name) with no mutant on, for \(seconds) s; it is stopped at \(Int(run.limit)) s (--timeout sets the limit)"
        )
      }
    }
    defer { watch.stop() }
    WorkQueue.forEach(listed.count, lanes: lanes) { index, _ in
      let trace = scratch.appendingPathComponent("unit-\(index).trace")
      running.withLock { $0[index] = (Date(), timeout) }
      let result = run(
        [[binary.path] + listed[index].arguments],
        environment: Self.environment(mutant: 0, trace: trace), timeout: timeout)
      running.withLock { $0[index] = nil }
      results.withLock { $0[index] = result }
    }
    let settled = Self.timeoutsRunAgain(results.current) { index in
      let trace = scratch.appendingPathComponent("unit-\(index).trace")
      try? FileManager.default.removeItem(at: trace)
      progress(
        "\(listed[index].name) timed out with no mutant on; running it again alone, for at most \(Int(timeout * 3)) s"
      )
      running.withLock { $0[index] = (Date(), timeout * 3) }
      defer { running.withLock { $0[index] = nil } }
      return run(
        [[binary.path] + listed[index].arguments],
        environment: Self.environment(mutant: 0, trace: trace), timeout: timeout * 3)
    }
    return Self.measured(listed, settled) { index in
      let trace = scratch.appendingPathComponent("unit-\(index).trace")
      let text = (try? String(contentsOf: trace, encoding: .utf8)) ?? ""
      return Set(text.split(separator: "\n").compactMap { Int($0) })
    }.map { $0 }
  }

  /// The units of `listed` as their runs with no mutant on (`settled`, by index) measured
  /// them, each with the mutants `reached` says it reaches; the first that failed instead.
  /// A unit that hung twice, the second time alone, hangs by itself: no score could be
  /// trusted beside it, so the run stops naming it.
  static func measured(
    _ listed: [TestUnits.Unit], _ settled: [Int: Result], reached: (Int) -> Set<Int>
  ) -> Swift.Result<TestUnits, Failure> {
    var units: [TestUnits.Unit] = []
    for index in listed.indices {
      guard let result = settled[index] else { continue }
      guard result.passed else {
        return .failure(Failure(unit: listed[index].name, result: result))
      }
      var unit = listed[index]
      unit.seconds = result.seconds
      unit.reached = reached(index)
      units.append(unit)
    }
    return .success(TestUnits(units: units))
  }

  /// `results` with each unit that timed out run again by `again`, one at a time: a unit
  /// that timed out beside the others may only have waited for a loaded machine, so it is
  /// tried alone (with a longer limit) before the tests are said to fail.
  static func timeoutsRunAgain(
    _ results: [Int: Result], again: (Int) -> Result
  ) -> [Int: Result] {
    var settled = results
    for index in results.filter({ $0.value.timedOut }).keys.sorted() {
      settled[index] = again(index)
    }
    return settled
  }

  /// A unit that failed with no mutant on.
  struct Failure: Error {
    /// The unit's name.
    var unit: String
    /// How it failed.
    var result: Result
  }

  /// Runs `units` in turn with `mutant` on until one fails, all of them stopped after
  /// `timeout` seconds: the Swift Testing tests among them in one process.
  func run(mutant: Int, units: [TestUnits.Unit], timeout: Double) -> Result {
    guard let binary else { return run(mutant: mutant, timeout: timeout) }
    return run(
      TestUnits.commands(running: units).map { [binary.path] + $0 },
      environment: Self.environment(mutant: mutant), timeout: timeout)
  }

  /// The Swift Testing tests of `binary` (`Module.Suite/test()`), as it lists them, those
  /// `filter` selects; none when it lists none or cannot.
  static func swiftTests(of binary: URL, in folder: URL, filter: String?) -> [String] {
    guard
      let listing = try? Subprocess.run(
        [binary.path, "--testing-library", "swift-testing", "--list-tests"], in: folder,
        environment: environment(mutant: 0), timeout: 120),
      listing.succeeded
    else { return [] }
    return swiftTests(listed: listing.output, filter: filter)
  }

  /// The tests of a Swift Testing listing (`--list-tests`), one identifier a line, that
  /// `filter` matches: those of a suite (`Module.Suite/test()`) and free functions
  /// (`Module.test()`) alike.
  static func swiftTests(listed output: String, filter: String?) -> [String] {
    let pattern = filter.flatMap { try? Regex($0) }
    return output.split(separator: "\n").map(String.init)
      .filter { $0.wholeMatch(of: #/[A-Za-z_][A-Za-z0-9_]*\.\S.*\)/#) != nil }
      .filter { test in pattern.map { test.contains($0) } ?? true }
  }
}
