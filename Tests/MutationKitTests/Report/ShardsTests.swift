import Foundation
import TestSupport
import Testing

@testable import MutationKit

/// A run split over a CI matrix: each shard a fixed, even slice of the mutants, and the
/// shards' JSON reports joined into one report and one score.
@Suite struct ShardsTests {
  let mutants = MutantFinder().mutants(
    in: "func f(_ a: Int) -> Bool { a < 1 && a > 2 || a == 3 }", file: "Sources/F/F.swift")

  @Test func eachShardIsAFixedSliceAndTogetherTheyAreEveryMutantOnce() throws {
    let shards = try (1...3).map { try #require(MutantShard("\($0)/3")) }
    let slices = shards.map { $0.slice(of: mutants) }

    #expect(slices.map(\.count).max()! - slices.map(\.count).min()! <= 1)
    #expect(Set(slices.flatMap { $0 }) == Set(mutants) && slices.joined().count == mutants.count)
    for text in ["0/3", "4/3", "1/0", "x/2", "1/2/3", "2"] {
      #expect(MutantShard(text) == nil, "\(text)")
    }
  }

  @Test func theShardsReportsMergeIntoOneScoreAndAShardGivenTwiceIsRefused() throws {
    let first = MutationReport(
      entries: [
        .init(mutant: mutants[0], outcome: .killed), .init(mutant: mutants[1], outcome: .survived),
      ], seconds: 40, builds: 1)
    let second = MutationReport(
      entries: [.init(mutant: mutants[2], outcome: .killed, inSchema: false)], seconds: 55,
      builds: 2)

    let merged = try MutationReport(
      merging: [
        try ReportDocument.report(from: ReportDocument.data(of: first), path: "1.json"),
        try ReportDocument.report(from: ReportDocument.data(of: second), path: "2.json"),
      ])

    #expect(merged.entries.count == 3 && merged.judged == 3)
    #expect(merged.scoreText == "66.67%")
    #expect(merged.seconds == 55 && merged.builds == 3)
    #expect(merged.entries.filter { !$0.inSchema }.count == 1)
    #expect(throws: MutationError.overlappingReports(mutant: mutants[0].label)) {
      try MutationReport(merging: [first, first])
    }
    #expect(throws: MutationError.self) {
      try ReportDocument.report(from: Data(#"{"score": 1}"#.utf8), path: "x.json")
    }
  }

  @Test func mergeJoinsShardFilesAndAScoreTooLowIsAnErrorAnnotation() throws {
    try withTemporaryDirectory { folder in
      let halves = [Array(mutants.prefix(2)), Array(mutants.dropFirst(2))]
      for (index, half) in halves.enumerated() {
        let report = MutationReport(entries: half.map { .init(mutant: $0, outcome: .survived) })
        try ReportDocument.data(of: report).write(
          to: folder.appendingPathComponent("shard-\(index + 1).json"))
      }

      let result = MutationToolTests().run(
        ["merge", "shard-1.json", "shard-2.json", "--format", "github", "--min-score", "50"],
        in: folder)
      let single = MutationToolTests().run(["merge", "shard-1.json"], in: folder)

      #expect(result.status == .failure)
      #expect(
        result.output.contains(
          "::error title=Mutation score::the mutation score 0.00% is below --min-score 50.0%"))
      #expect(single.status == .usage)
    }
  }

  /// A shard's report comes from another job, maybe another fork's: what it says reaches a
  /// terminal, GitHub's workflow commands and Markdown, so it is checked at the door.
  @Test(arguments: [
    ("Sources/A.swift\n::error::forged", 3), ("Sources/A.swift\u{1B}[2J", 3),
    ("Sources/A.swift", 0),
  ])
  func aForgedReportIsRefusedBeforeAnythingIsPrinted(file: String, line: Int) throws {
    let item: [String: Any] = [
      "file": file, "line": line, "column": 1, "operator": "arithmetic", "original": "+",
      "mutant": "-", "outcome": "survived", "inSchema": true,
    ]
    let document: [String: Any] = [
      "score": 0, "judged": 1, "counts": [String: Int](), "mutants": [item],
    ]
    let data = try JSONSerialization.data(withJSONObject: document)

    #expect(throws: MutationError.self) {
      try ReportDocument.report(from: data, path: "shard.json")
    }
  }

  @Test func aReportLargerThanAnyRealOneIsNotRead() throws {
    try withTemporaryDirectory { folder in
      let huge = folder.appendingPathComponent("huge.json")
      #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
      let handle = try FileHandle(forWritingTo: huge)
      try handle.truncate(atOffset: UInt64(ReportDocument.maximumSize + 1))
      try handle.close()
      try ReportDocument.data(of: MutationReport(entries: [])).write(
        to: folder.appendingPathComponent("ok.json"))

      let result = MutationToolTests().run(["merge", "ok.json", "huge.json"], in: folder)

      #expect(result.status == .usage)
      #expect(result.errors.contains("huge.json: larger than a report of this tool can be"))
    }
  }

  /// A change to one file moves none of another file's mutants to another shard, so each
  /// shard's incremental file keeps their outcomes.
  @Test func aChangeToOneFileMovesNoMutantOfAnotherToAnotherShard() throws {
    let finder = MutantFinder()
    let other = finder.mutants(
      in: "func g(_ b: Int) -> Bool { b == 3 || b != 4 && b < 9 }", file: "Sources/F/G.swift")
    let before = finder.mutants(in: "func f(_ a: Int) -> Bool { a < 1 }", file: "Sources/F/A.swift")
    let after = finder.mutants(
      in: "func f(_ a: Int) -> Bool { a < 1 && a > 2 || a == 5 }", file: "Sources/F/A.swift")

    for index in 1...3 {
      let shard = try #require(MutantShard("\(index)/3"))
      let kept = shard.slice(of: before + other).filter { $0.file == "Sources/F/G.swift" }
      let now = shard.slice(of: after + other).filter { $0.file == "Sources/F/G.swift" }
      #expect(kept == now, "shard \(index)/3")
    }
  }

  /// Reports that are not every shard of one run, each once and finished, are refused by
  /// name: a missing shard, a shard twice, two ways of cutting, a whole run among shards, a
  /// stopped shard.
  @Test func theMergeRefusesWhatIsNotOneWholeRun() throws {
    try withTemporaryDirectory { folder in
      func shard(_ text: String?, _ mutants: ArraySlice<Mutant>, stopped: Bool = false) -> Data {
        var report = MutationReport(entries: mutants.map { .init(mutant: $0, outcome: .killed) })
        report.shard = text.flatMap { MutantShard($0) }
        if stopped { report.planned = 9 }
        return ReportDocument.data(of: report)
      }
      let files: [String: Data] = [
        "1.json": shard("1/3", mutants[0..<1]), "2.json": shard("2/3", mutants[1..<2]),
        "3.json": shard("3/3", mutants[2...]), "2of4.json": shard("2/4", mutants[1..<2]),
        "whole.json": shard(nil, mutants[1..<2]),
        "stopped.json": shard("3/3", mutants[2...], stopped: true),
      ]
      for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
      let merge = { (names: [String]) in MutationToolTests().run(["merge"] + names, in: folder) }

      #expect(merge(["1.json", "2.json", "3.json"]).status == .success)
      let refusals: [([String], String)] = [
        (["1.json", "2.json"], "shard 3/3 is missing"),
        (["1.json", "2.json", "2.json", "3.json"], "shard 2/3 is given twice"),
        (["1.json", "2of4.json", "3.json"], "shards of runs cut 3 and 4 ways"),
        (["1.json", "whole.json", "3.json"], "a report of a whole run"),
        (["1.json", "2.json", "stopped.json"], "stopped.json is of a shard stopped after"),
      ]
      for (names, message) in refusals {
        let result = merge(names)
        #expect(result.status == .usage, "\(names)")
        #expect(result.errors.contains(message), "\(names): \(result.errors)")
      }
    }
  }
}
