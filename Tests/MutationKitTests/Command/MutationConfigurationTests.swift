import Foundation
import Testing

@testable import CoverageKit
@testable import MutationKit

/// `mutate` reads its own section of `.coverage-gate.json`, handed over by the one reader.
@Suite struct MutationConfigurationTests {
  func equivalent(in json: String) throws -> [String: String] {
    let file = try ConfigurationFile(data: Data(json.utf8), path: "c.json")
    return try MutationConfiguration(file.section("mutation"), path: "c.json").equivalent
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
