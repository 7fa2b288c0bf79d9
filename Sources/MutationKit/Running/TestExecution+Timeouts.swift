import CommandLineSupport
import Foundation

/// How long a mutant's tests may run, and a built mutant tried as a tool without schemata
/// tries it.
extension TestExecution {
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
