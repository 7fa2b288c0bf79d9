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
      let read = try #require(try IncrementalResults.read(from: file))
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

  @Test func aChangedSourceFileRetriesItsOwnMutantsOnly() throws {
    let kept = try keptOutcomes(after: ["Sources/Shop/Price.swift": "func price() -> Int { 41 }\n"])
    #expect(kept == ["Sources/Shop/Label.swift:1": .killed])
  }

  @Test func aChangedManifestRetriesEveryMutant() throws {
    let kept = try keptOutcomes(after: ["Package.swift": "// swift-tools-version: 6.1\n"])
    #expect(kept.isEmpty)
  }

  @Test func aFileOfAnotherKindIsRefusedInOneLineNamingIt() throws {
    try withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("results.json")
      try Data("{\"score\": 90}".utf8).write(to: file)
      let error = #expect(throws: MutationError.self) { try IncrementalResults.read(from: file) }
      #expect(
        error?.description
          == "cannot read the report \(file.path): not the results of 'coverage-gate mutate --incremental'; delete it to start afresh"
      )
      #expect(try IncrementalResults.read(from: folder.appendingPathComponent("none")) == nil)
    }
  }
}
