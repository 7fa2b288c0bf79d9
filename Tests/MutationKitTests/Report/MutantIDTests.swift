import Foundation
import TestSupport
import Testing

@testable import MutationKit

/// Every mutant has an id unique in its package and the same on every run (#50): a line may
/// hold two mutants alike, as `a == 1 || b == 1` does, and their columns tell them apart in
/// reports, in the merge of shards, in equivalent entries and in the incremental file.
@Suite struct MutantIDTests {
  static let source = "func f(_ a: Int, _ b: Int) -> Bool { a == 1 || b == 1 }\n"
  let mutants = MutantFinder().mutants(in: Self.source, file: "Sources/F/F.swift")

  /// The two `== → !=` mutants of the line.
  var alike: [Mutant] {
    mutants.filter { $0.original == "==" && $0.replacement == "!=" }
  }

  @Test func twoMutantsAlikeOnOneLineHaveIdsOfTheirOwn() {
    #expect(alike.count == 2)
    #expect(Set(mutants.map(\.label)).count == mutants.count, "\(mutants.map(\.label))")
    #expect(
      alike.map(\.label) == ["Sources/F/F.swift:1:40: == → !=", "Sources/F/F.swift:1:50: == → !="])
  }

  /// The shards of one run, each holding one of the two: merged, both counted.
  @Test func shardsHoldingMutantsAlikeMerge() throws {
    let first = MutationReport(entries: [.init(mutant: alike[0], outcome: .killed)])
    let second = MutationReport(entries: [.init(mutant: alike[1], outcome: .survived)])

    let merged = try MutationReport(
      merging: [
        try ReportDocument.report(from: ReportDocument.data(of: first), path: "1.json"),
        try ReportDocument.report(from: ReportDocument.data(of: second), path: "2.json"),
      ])

    #expect(merged.entries.count == 2 && merged.scoreText == "50.00%")
  }

  @Test func anEquivalentEntryNamesOneMutantNeverSeveral() throws {
    try withTemporaryDirectory { folder in
      let files = [
        "Package.swift": MutationToolTests.files["Package.swift"]!,
        "Sources/F/F.swift": Self.source,
      ]
      try write(files, in: folder)
      let byLine = "Sources/F/F.swift:1: == → !="
      try write(
        [
          ".coverage-gate.json":
            "{\"mutation\": {\"equivalent\": [{\"mutant\": \"\(byLine)\", \"reason\": \"r\"}]}}"
        ], in: folder)

      let ambiguous = MutationToolTests().run(["list"], in: folder)

      #expect(ambiguous.status == .usage)
      #expect(
        ambiguous.errors.contains(
          "2 mutants of that line are alike: name the one you mean by its column (Sources/F/F.swift:1:40: == → !=; Sources/F/F.swift:1:50: == → !=)"
        ), "\(ambiguous.errors)")

      var options = MutationOptions(root: folder)
      options.equivalent = [alike[1].label: "r"]
      let run = MutationRun(options)
      _ = try run.selection.mutants()
      #expect(run.selection.equivalence(of: alike[1]) == "r")
      #expect(run.selection.equivalence(of: alike[0]) == nil, "one entry takes out one mutant")
    }
  }

  /// An entry in the form reports gave before columns still names a mutant alone on its line.
  @Test func anEntryWithoutAColumnStillNamesAMutantAloneOnItsLine() throws {
    try withTemporaryDirectory { folder in
      let source = "func g(_ a: Int) -> Bool { a < 1 }\n"
      try write(
        ["Package.swift": MutationToolTests.files["Package.swift"]!, "Sources/F/F.swift": source],
        in: folder)
      let single = try #require(
        MutantFinder().mutants(in: source, file: "Sources/F/F.swift").first { $0.original == "<" })
      var options = MutationOptions(root: folder)
      options.equivalent = [single.lineLabel: "r"]

      let run = MutationRun(options)
      let found = try run.selection.mutants()

      #expect(
        found.filter { run.selection.equivalence(of: $0) != nil }.map(\.label) == [single.label])
    }
  }
}
