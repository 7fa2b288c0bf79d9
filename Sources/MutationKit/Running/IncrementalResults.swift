import CommandLineSupport
import Foundation

/// The outcomes of a run kept for the next (`--incremental FILE`, a file CI can cache), with
/// what they depend on: a hash of `Package.swift`, of each mutated file, of each test class's
/// files and of all the tests.
///
/// A mutant keeps its outcome when `Package.swift` and its own file are unchanged, and so
/// are the tests that decided it: for a caught mutant, the classes that reached it (every
/// test when they were not measured); for a survivor, a mutant no test reaches and one that
/// did not build, every test, as a new or changed test may now catch it. As in other
/// mutation testers' incremental modes, a change to another source file that alters what a
/// kept mutant's code does is not seen: a full run now and then (without the file) is the
/// cure.
struct IncrementalResults: Codable, Sendable {
  /// One mutant's kept outcome.
  struct Kept: Codable, Sendable {
    var outcome: String
    var inSchema: Bool
    var coveredBy: [String]?
  }

  /// The format's version; a file of another is refused.
  var version = 1
  /// The hash of `Package.swift`.
  var package: String
  /// The hash of every test file.
  var tests: String
  /// The hash of each mutated file, by path.
  var sources: [String: String]
  /// The hash of each test class's files, by the class's name.
  var units: [String: String]
  /// The outcomes, by `key(of:)`.
  var mutants: [String: Kept]

  /// The key of `mutant` in the file: its label and column, as a line may hold two alike.
  static func key(of mutant: Mutant) -> String {
    "\(mutant.label) @\(mutant.column)"
  }

  /// The results `report` leaves for the next run of the package `fingerprint` describes.
  init(_ report: MutationReport, fingerprint: PackageFingerprint) {
    package = fingerprint.package
    tests = fingerprint.tests
    sources = Dictionary(
      Set(report.entries.map(\.mutant.file)).map { ($0, fingerprint.source($0)) }
    ) { first, _ in first }
    let names = Set(report.entries.flatMap { $0.coveredBy ?? [] })
    units = Dictionary(
      uniqueKeysWithValues: names.compactMap { name in
        fingerprint.unit(name).map { (name, $0) }
      })
    mutants = Dictionary(
      report.entries.filter { $0.outcome != .equivalent }.map {
        (
          Self.key(of: $0.mutant),
          Kept(
            outcome: $0.outcome.rawValue, inSchema: $0.inSchema, coveredBy: $0.coveredBy)
        )
      }
    ) { first, _ in first }
  }

  /// The results in the file at `url`; `nil` when there is no file yet (a first run).
  static func read(from url: URL) throws(MutationError) -> IncrementalResults? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    guard let data = try? Data(contentsOf: url),
      let results = try? JSONDecoder().decode(IncrementalResults.self, from: data),
      results.version == 1
    else {
      throw .unreadable(
        path: url.path,
        reason: "not the results of 'coverage-gate mutate --incremental'; delete it to start afresh"
      )
    }
    return results
  }

  /// Writes the results to `url`, atomically: a run that fails leaves the last ones whole.
  func write(to url: URL) throws(MutationError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try AtomicFile.write(try encoder.encode(self), to: url)
    } catch {
      throw .unwritable(path: url.path, reason: "\(error)")
    }
  }

  /// The outcome `mutant` keeps from these results in the package `now` describes, as an
  /// entry of the report; `nil` when it must be tried again.
  func kept(_ mutant: Mutant, now: PackageFingerprint) -> MutationReport.Entry? {
    guard package == now.package, sources[mutant.file] == now.source(mutant.file),
      let kept = mutants[Self.key(of: mutant)],
      let outcome = MutantOutcome(rawValue: kept.outcome)
    else { return nil }
    let testsUnchanged: Bool
    if outcome.isCaught, let covering = kept.coveredBy {
      testsUnchanged = covering.allSatisfy { name in
        units[name].map { $0 == now.unit(name) } ?? false
      }
    } else {
      testsUnchanged = tests == now.tests
    }
    guard testsUnchanged else { return nil }
    return MutationReport.Entry(
      mutant: mutant, outcome: outcome, inSchema: kept.inSchema, coveredBy: kept.coveredBy)
  }
}
