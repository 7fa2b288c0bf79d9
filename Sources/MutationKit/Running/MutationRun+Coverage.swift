import CommandLineSupport
import CoverageKit
import Foundation

/// The code the tests run, which decides the mutants worth trying.
extension MutationRun {
  /// How long the run of the tests with coverage may take, when they took `seconds`
  /// without: ten times as long and two minutes more, and never less than five minutes,
  /// which leaves room for the build the run may make.
  static func coverageLimit(forTestsTaking seconds: Double) -> Double {
    max(300, seconds * 10 + 120)
  }

  /// Runs the tests with coverage through `attempt`, which stops them after the seconds it
  /// is given (``coverageLimit(forTestsTaking:)`` of the `seconds` they took without), once
  /// more when they outlast it, and throws unless a run passes.
  static func passWithCoverage(
    testsTaking seconds: Double, progress: (String) -> Void,
    attempt: (Double) -> Subprocess.Outcome?
  ) throws(MutationError) {
    let limit = coverageLimit(forTestsTaking: seconds)
    var outcome = attempt(limit)
    if outcome?.timedOut == true {
      progress("The tests with coverage outlasted \(Int(limit)) s; trying them once more")
      outcome = attempt(limit)
    }
    guard let outcome, outcome.succeeded else {
      guard outcome?.timedOut != true else {
        throw .testsFail(
          reason:
            "with coverage they outlasted \(Int(limit)) s twice, where they took \(Int(seconds.rounded(.up))) s without: a test may hang when coverage is measured; pass an export with --coverage"
        )
      }
      throw .testsFail(
        reason: BuildLog.firstError(in: outcome?.output ?? "cannot start swift test"))
    }
  }

  /// The code the tests run, by file: from the export given, or from a run of the tests
  /// with coverage in the copy, which may take ``coverageLimit(forTestsTaking:)`` of the
  /// `seconds` they took without. A run that outlasts it is tried once more, as a test that
  /// hangs now and then (a fork that deadlocks in a test of processes) must not hold the
  /// whole run for an hour.
  func coveredCode(in copy: PackageCopy, testsTaking seconds: Double) throws(MutationError)
    -> CoveredCode
  {
    let export: URL
    if let given = options.coverage {
      export = given
    } else {
      progress("Running the tests once with coverage")
      let arguments = ["--enable-code-coverage"] + (options.filter.map { ["--filter", $0] } ?? [])
      try Self.passWithCoverage(testsTaking: seconds, progress: progress) { limit in
        try? Subprocess.run(
          ["swift", "test"] + arguments, in: copy.folder, mergingErrors: true, timeout: limit)
      }
      do {
        export = try SwiftPMExport.location(
          root: copy.folder, arguments: ["--enable-code-coverage"])
      } catch {
        throw .noCoverage(reason: "\(error)")
      }
    }
    let read: CoverageExport
    do {
      read = try ExportReader(readsFunctions: true).read(contentsOf: export)
    } catch {
      throw .noCoverage(reason: error.description)
    }
    let roots = [copy.folder, options.root].map {
      $0.standardizedFileURL.resolvingSymlinksInPath().path + "/"
    }
    var covered = CoveredCode(read, roots: roots) {
      URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path
    }
    // A file compiled through a link to a folder within the package counts at both paths.
    for (alias, real) in PackageCopy.aliases(under: options.root) {
      covered.alias(alias, to: real)
    }
    return covered
  }
}
