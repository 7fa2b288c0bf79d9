import Foundation
import TestSupport
import Testing

@testable import CoverageKit
@testable import MutationKit

/// `mutate` reads its own section of `.coverage-gate.json`, handed over by the one reader.
@Suite struct MutationConfigurationTests {
  func equivalent(in json: String) throws -> [String: String] {
    let file = try ConfigurationFile(data: Data(json.utf8), path: "c.json")
    return try MutationConfiguration(file.section("mutation"), path: "c.json").equivalent
  }

  /// The section is read from the file the one configuration reader reads; a file it
  /// refuses, or cannot read, is named with the reason.
  @Test func theSectionIsReadFromTheFileAndAFileRefusedIsNamed() throws {
    try withTemporaryDirectory { folder in
      let good = folder.appendingPathComponent("good.json")
      let broken = folder.appendingPathComponent("broken.json")
      try Data(#"{"mutation": {"skipCalls": ["log"]}}"#.utf8).write(to: good)
      try Data("{".utf8).write(to: broken)

      #expect(try MutationConfiguration.read(from: good).skippedCalls == ["log"])
      for file in [broken, folder.appendingPathComponent("missing.json")] {
        do {
          _ = try MutationConfiguration.read(from: file)
          Issue.record("\(file.lastPathComponent) was read")
        } catch {
          #expect("\(error)".contains(file.path), "\(error)")
        }
      }
    }
  }

  @Test func theEquivalentMutantsAreReadWithTheirReasons() throws {
    let json =
      #"{"total": {"lines": 90}, "mutation": {"equivalent": [{"mutant": "m", "reason": "why"}]}}"#

    #expect(try equivalent(in: json) == ["m": "why"])
    #expect(try equivalent(in: #"{"total": {"lines": 90}}"#).isEmpty)
  }

  @Test(arguments: [
    (#"{"mutation": []}"#, "\"mutation\" must be an object with an \"equivalent\" list"),
    (#"{"mutation": {"equivalents": []}}"#, "\"mutation\" must be an object"),
    (#"{"mutation": {"equivalent": [{"mutant": "m"}]}}"#, "with a reason"),
    (#"{"mutation": {"equivalent": [{"mutant": "m", "reason": ""}]}}"#, "with a reason"),
  ])
  func aSectionOfAnotherShapeIsRefusedNamingTheFile(json: String, message: String) {
    do {
      _ = try equivalent(in: json)
      Issue.record("\(json) was taken")
    } catch {
      #expect("\(error)".hasPrefix("configuration c.json: "))
      #expect("\(error)".contains(message))
    }
  }
}
