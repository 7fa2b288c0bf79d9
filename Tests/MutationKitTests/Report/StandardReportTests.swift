import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import MutationKit

/// The report in the mutation-testing-report-schema (version 2), which the viewers made for
/// Stryker's reports open: each file with its source, each mutant where it is and how it
/// went, in the schema's words.
@Suite struct StandardReportTests {
  static let source = "func f(_ a: Int) -> Bool {\n  return a < 1\n}\n"

  var report: MutationReport {
    let mutants = MutantFinder().mutants(in: Self.source, file: "Sources/F/F.swift")
    let outcomes: [MutantOutcome] = [.killed, .survived, .notCovered, .equivalent]
    return MutationReport(
      entries: zip(mutants, outcomes).map {
        .init(mutant: $0, outcome: $1, reason: $1 == .equivalent ? "why" : nil)
      })
  }

  @Test func everyMutantIsPlacedAndNamedInTheSchemasWords() throws {
    let data = StandardReport(report: report).json(low: 70) {
      $0 == "Sources/F/F.swift" ? Self.source : nil
    }
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let files = try #require(document["files"] as? [String: [String: Any]])
    let file = try #require(files["Sources/F/F.swift"])
    let mutants = try #require(file["mutants"] as? [[String: Any]])

    #expect(document["schemaVersion"] as? String == "2")
    #expect((document["thresholds"] as? [String: Int]) == ["high": 80, "low": 70])
    #expect(file["language"] as? String == "swift" && file["source"] as? String == Self.source)
    #expect(
      mutants.map { $0["status"] as? String } == ["Killed", "Survived", "NoCoverage", "Ignored"])
    #expect(Set(mutants.compactMap { $0["id"] as? String }).count == mutants.count)
    let boundary = try #require(
      mutants.first { $0["mutatorName"] as? String == "relational-boundary" })
    let location = try #require(boundary["location"] as? [String: [String: Int]])
    #expect(location["start"] == ["line": 2, "column": 12])
    #expect(location["end"] == ["line": 2, "column": 13])
    #expect(mutants.contains { $0["statusReason"] as? String == "why" })
  }

  /// Where the schema is, when this machine has it: beside the repository, as the
  /// workshop's shared folder keeps it, or named by `MUTATION_REPORT_SCHEMA`.
  static var schema: URL? {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../..").standardizedFileURL
    let candidates = [
      ProcessInfo.processInfo.environment["MUTATION_REPORT_SCHEMA"].map(URL.init(fileURLWithPath:)),
      repository.appendingPathComponent("../shared/mutation-testing-report-schema.json"),
    ]
    return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0.path) }
  }

  static var canValidate: Bool {
    schema != nil
      && (try? Subprocess.run(["python3", "-c", "import jsonschema"]))?.succeeded == true
  }

  @Test(.enabled(if: canValidate, "needs the schema and Python's jsonschema"))
  func theReportIsValidAgainstTheSchema() throws {
    try withTemporaryDirectory { folder in
      let report = folder.appendingPathComponent("report.json")
      try StandardReport(report: self.report).json { _ in Self.source }.write(to: report)
      let check = """
        import json, sys, jsonschema
        jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))
        """

      let outcome = try Subprocess.run(
        ["python3", "-c", check, try #require(Self.schema).path, report.path], mergingErrors: true)

      #expect(outcome.succeeded, "\(outcome.output)")
    }
  }
}
