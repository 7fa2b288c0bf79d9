import Foundation
import TestSupport
import Testing

@testable import MutationKit

/// The outcomes kept between runs: a mutant keeps its outcome while its file and the tests
/// that decided it are unchanged, and is tried again as soon as either changes.
@Suite struct IncrementalResultsTests {
  static let files = [
    "Package.swift": "// swift-tools-version: 6.0\n",
    "Sources/Shop/Price.swift": "func price() -> Int { 40 }\n",
    "Sources/Shop/Label.swift": "func label() -> String { \"tea\" }\n",
    "Tests/ShopTests/PriceTests.swift": "final class PriceTests: XCTestCase {}\n",
    "Tests/ShopTests/LabelTests.swift": "final class LabelTests: XCTestCase {}\n",
  ]

  static func mutant(_ file: String, line: Int) -> Mutant {
    Mutant(
      file: file, line: line, column: 3, mutationOperator: .integerConstant, original: "40",
      replacement: "41", edit: TextEdit(range: 0..<0, text: ""))
  }

  static let killed = mutant("Sources/Shop/Price.swift", line: 1)
  static let survived = mutant("Sources/Shop/Price.swift", line: 2)
  static let killedElsewhere = mutant("Sources/Shop/Label.swift", line: 1)

  /// The outcomes kept after `change` in a package whose last run killed two mutants (each
  /// reached by one class) and let one survive.
  func keptOutcomes(after change: [String: String]) throws -> [String: MutantOutcome] {
    try withTemporaryDirectory { folder in
      try write(Self.files, in: folder)
      let report = MutationReport(entries: [
        .init(mutant: Self.killed, outcome: .killed, coveredBy: ["ShopTests.PriceTests"]),
        .init(mutant: Self.survived, outcome: .survived, coveredBy: ["ShopTests.PriceTests"]),
        .init(
          mutant: Self.killedElsewhere, outcome: .killed, coveredBy: ["ShopTests.LabelTests"]),
      ])
      let results = IncrementalResults(report, fingerprint: PackageFingerprint(root: folder))
      let file = folder.appendingPathComponent(".build/results.json")
      try results.write(to: file)
      try write(change, in: folder)
      let read = try #require(IncrementalResults.read(from: file).results)
      let now = PackageFingerprint(root: folder)
      var kept: [String: MutantOutcome] = [:]
      for mutant in [Self.killed, Self.survived, Self.killedElsewhere] {
        kept[mutant.file + ":\(mutant.line)"] = read.kept(mutant, now: now)?.outcome
      }
      return kept
    }
  }

  @Test func nothingChangedKeepsEveryOutcome() throws {
    #expect(
      try keptOutcomes(after: [:]) == [
        "Sources/Shop/Price.swift:1": .killed, "Sources/Shop/Price.swift:2": .survived,
        "Sources/Shop/Label.swift:1": .killed,
      ])
  }

  @Test func aChangedTestClassRetriesTheMutantsItCaughtAndEverySurvivor() throws {
    let kept = try keptOutcomes(after: [
      "Tests/ShopTests/LabelTests.swift": "final class LabelTests: XCTestCase { }\n"
    ])
    #expect(kept == ["Sources/Shop/Price.swift:1": .killed], "a new test may catch a survivor")
  }

  /// A Swift Testing test's unit is the file of its suite (or of its function, for a free
  /// test): the outcome it decided is kept until that file changes.
  @Test func aSwiftTestingTestIsFoundInTheFileOfItsSuiteOrFunction() throws {
    try withTemporaryDirectory { folder in
      try write(
        [
          "Package.swift": "// swift-tools-version: 6.0\n",
          "Tests/ShopTests/PriceTests.swift":
            "import Testing\n@Suite struct PriceTests {\n  @Test(arguments: [1]) func adds(_ n: Int) {}\n}\n",
          "Tests/ShopTests/Free.swift": "import Testing\n@Test func answer() {}\n",
        ], in: folder)
      let fingerprint = PackageFingerprint(root: folder)

      let suite = fingerprint.unit("ShopTests.PriceTests/adds(_:)")
      let free = fingerprint.unit("ShopTests.answer()")

      #expect(suite != nil && free != nil && suite != free)
      #expect(fingerprint.unit("ShopTests.Gone/adds(_:)") == nil)
      #expect(fingerprint.unit("ShopTests.PriceTests/adds(_:)") == suite, "the same, remembered")
    }
  }

  @Test func aChangedSourceFileRetriesItsOwnMutantsOnly() throws {
    let kept = try keptOutcomes(after: ["Sources/Shop/Price.swift": "func price() -> Int { 41 }\n"])
    #expect(kept == ["Sources/Shop/Label.swift:1": .killed])
  }

  @Test func aChangedManifestRetriesEveryMutant() throws {
    let kept = try keptOutcomes(after: ["Package.swift": "// swift-tools-version: 6.1\n"])
    #expect(kept.isEmpty)
  }

  @Test func aFileOfAnotherKindIsAWarningAndAFullRunNotAnError() throws {
    try withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("results.json")
      try Data("{\"score\": 90}".utf8).write(to: file)
      let (results, warning) = IncrementalResults.read(from: file)
      #expect(results == nil)
      #expect(
        warning
          == "\(file.path) is not the results of 'coverage-gate mutate --incremental'; every mutant is tried, and the file written anew"
      )
      #expect(IncrementalResults.read(from: folder.appendingPathComponent("none")).warning == nil)
    }
  }

  /// A survivor marked killed by hand (or by a cache of another run) is tried again: the
  /// entry's hash of its inputs holds its outcome, and no longer matches.
  @Test func anEntryEditedByHandIsTriedAgain() throws {
    try withTemporaryDirectory { folder in
      try write(Self.files, in: folder)
      let report = MutationReport(entries: [
        .init(mutant: Self.survived, outcome: .survived, coveredBy: ["ShopTests.PriceTests"])
      ])
      let file = folder.appendingPathComponent("results.json")
      try IncrementalResults(report, fingerprint: PackageFingerprint(root: folder)).write(to: file)
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(text.contains("\"survived\""))
      try Data(text.replacingOccurrences(of: "\"survived\"", with: "\"killed\"").utf8)
        .write(to: file)
      let read = try #require(IncrementalResults.read(from: file).results)
      #expect(read.kept(Self.survived, now: PackageFingerprint(root: folder)) == nil)
    }
  }

  /// Outcomes written by another version of the tool are tried again, with a warning.
  @Test func anotherVersionsResultsAreTriedAgain() throws {
    try withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("results.json")
      try Data("{\"version\": 2, \"tool\": \"0.0.1\", \"mutants\": {}}".utf8).write(to: file)
      let (results, warning) = IncrementalResults.read(from: file)
      #expect(results == nil)
      #expect(warning?.contains("another version of coverage-gate") == true)
    }
  }
}

/// The incremental file against generated hostile documents (``HostileInputs``, seeded):
/// damaged bytes, hostile values in every field. Each is read as a cache: its entries used
/// only where their inputs match, anything else a warning and a full run, never a crash nor
/// an outcome the package as it is did not earn.
@Suite struct IncrementalFileGeneratorTests {
  @Test func hostileFilesAreReadAsACache() throws {
    try withTemporaryDirectory { folder in
      try write(IncrementalResultsTests.files, in: folder)
      let report = MutationReport(entries: [
        .init(
          mutant: IncrementalResultsTests.killed, outcome: .killed,
          coveredBy: ["ShopTests.PriceTests"]),
        .init(mutant: IncrementalResultsTests.survived, outcome: .survived),
      ])
      let fingerprint = PackageFingerprint(root: folder)
      let file = folder.appendingPathComponent("results.json")
      try IncrementalResults(report, fingerprint: fingerprint).write(to: file)
      let valid = try Data(contentsOf: file)
      var inputs = HostileInputs(seed: 4810)
      for number in 0..<HostileInputs.cases {
        let document =
          inputs.below(2) == 0
          ? inputs.damaged(valid)
          : Data(
            String(decoding: valid, as: UTF8.self).replacingOccurrences(
              of: inputs.pick(["\"killed\"", "\"survived\"", "2", "\"0.1.0\"", "true"]),
              with: inputs.json(depth: 2)
            ).utf8)
        try document.write(to: file)

        let (results, warning) = IncrementalResults.read(from: file)

        #expect((results == nil) == (warning != nil), "case \(number) of seed 4810")
        let survivor = results?.kept(IncrementalResultsTests.survived, now: fingerprint)
        #expect(survivor == nil || survivor?.outcome == .survived, "case \(number) of seed 4810")
      }
    }
  }
}
