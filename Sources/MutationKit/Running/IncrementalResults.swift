import CommandLineSupport
import Foundation

/// The outcomes of a run kept for the next (`--incremental FILE`, a file CI can cache), each
/// with the hash of the inputs it was decided on: the mutant, its outcome, `Package.swift`,
/// the mutant's file, and the tests that decided it.
///
/// The file is a cache, read as one: an entry is used only when the hash of its inputs, made
/// again from the package as it is now, is the one it holds; any other entry (a file or a
/// test changed, an entry edited by hand, a file of another version of the tool) is tried
/// again, and a file that cannot be read is a warning and a full run, never an error. The
/// tests that decided a caught mutant are the classes that reached it (every test when they
/// were not measured); for a survivor, a mutant no test reaches and one that did not build,
/// every test, as a new or changed test may now catch it. As in other mutation testers'
/// incremental modes, a change to another source file that alters what a kept mutant's code
/// does is not seen: a full run now and then (without the file) is the cure.
struct IncrementalResults: Codable, Sendable {
  /// One mutant's kept outcome.
  struct Kept: Codable, Sendable {
    var outcome: String
    var inSchema: Bool
    var coveredBy: [String]?
    /// The hash of what the outcome was decided on, outcome included.
    var inputs: String
  }

  /// The format's version.
  var version = 2
  /// The version of the tool that wrote it: another's outcomes are tried again.
  var tool = ToolVersion.current
  /// The outcomes, by `key(of:)`.
  var mutants: [String: Kept]
  /// Whether the run that wrote it was stopped before its end: its outcomes are those of
  /// the mutants it tried, each as good as a whole run's.
  var partial: Bool?

  /// The key of `mutant` in the file: its label, unique in the package.
  static func key(of mutant: Mutant) -> String {
    mutant.label
  }

  /// The results `report` leaves for the next run of the package `fingerprint` describes.
  init(_ report: MutationReport, fingerprint: PackageFingerprint) {
    mutants = Dictionary(
      report.entries.filter { $0.outcome != .equivalent }.compactMap { entry in
        Self.inputs(
          of: entry.mutant, outcome: entry.outcome, inSchema: entry.inSchema,
          coveredBy: entry.coveredBy, in: fingerprint
        ).map {
          (
            Self.key(of: entry.mutant),
            Kept(
              outcome: entry.outcome.rawValue, inSchema: entry.inSchema,
              coveredBy: entry.coveredBy, inputs: $0)
          )
        }
      }
    ) { first, _ in first }
  }

  /// The results in the file at `url`, or why they cannot be used (a damaged file, another
  /// format or another version of the tool); none and no reason when there is no file yet.
  static func read(from url: URL) -> (results: IncrementalResults?, warning: String?) {
    guard FileManager.default.fileExists(atPath: url.path) else { return (nil, nil) }
    struct Head: Decodable {
      var version: Int?
      var tool: String?
    }
    guard let data = try? Data(contentsOf: url),
      let head = try? JSONDecoder().decode(Head.self, from: data), head.version != nil
    else {
      return (
        nil,
        "\(url.path) is not the results of 'coverage-gate mutate --incremental'; every mutant is tried, and the file written anew"
      )
    }
    guard head.version == 2, head.tool == ToolVersion.current,
      let results = try? JSONDecoder().decode(IncrementalResults.self, from: data)
    else {
      return (
        nil,
        "\(url.path) holds the results of another version of coverage-gate; every mutant is tried, and the file written anew"
      )
    }
    return (results, nil)
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
  /// entry of the report; `nil` when it must be tried again: no entry, or one whose inputs
  /// are not those of the package now.
  func kept(_ mutant: Mutant, now: PackageFingerprint) -> MutationReport.Entry? {
    guard let kept = mutants[Self.key(of: mutant)],
      let outcome = MutantOutcome(rawValue: kept.outcome),
      Self.inputs(
        of: mutant, outcome: outcome, inSchema: kept.inSchema, coveredBy: kept.coveredBy,
        in: now) == kept.inputs
    else { return nil }
    return MutationReport.Entry(
      mutant: mutant, outcome: outcome, inSchema: kept.inSchema, coveredBy: kept.coveredBy)
  }

  /// The hash of what `mutant`'s `outcome` depends on in the package `fingerprint`
  /// describes; `nil` when a test class that decided it is no longer there.
  static func inputs(
    of mutant: Mutant, outcome: MutantOutcome, inSchema: Bool, coveredBy: [String]?,
    in fingerprint: PackageFingerprint
  ) -> String? {
    var parts = [
      key(of: mutant), mutant.file, outcome.rawValue, "\(inSchema)", fingerprint.package,
      fingerprint.source(mutant.file),
    ]
    if outcome.isCaught, let coveredBy {
      for name in coveredBy.sorted() {
        guard let unit = fingerprint.unit(name) else { return nil }
        parts += [name, unit]
      }
    } else {
      parts.append(fingerprint.tests)
    }
    return PackageFingerprint.hash(Data(parts.joined(separator: "\n").utf8))
  }
}
