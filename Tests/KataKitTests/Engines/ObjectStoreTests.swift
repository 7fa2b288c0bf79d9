import Foundation
import TestSupport
import Testing

@testable import KataKit

/// The objects of the tests, compiled at the same paths in every build so that the compiler
/// keeps those whose code did not change.
@Suite struct ObjectStoreTests {
  /// A source has one object in every build; a file the build generates in its own folder
  /// has one by its name, whatever the build's folder is.
  @Test func everySourceHasOneObjectWhateverTheBuild() {
    let store = ObjectStore(of: URL(fileURLWithPath: "/w"), in: URL(fileURLWithPath: "/b"))
    let first = URL(fileURLWithPath: "/b/building-1")
    let second = URL(fileURLWithPath: "/b/building-2")

    #expect(
      store.object(of: "/w/Tests/T/A.swift", buildingIn: first)
        == store.object(of: "/w/Tests/T/A.swift", buildingIn: second))
    #expect(
      store.object(of: "/w/Tests/T/A.swift", buildingIn: first)
        != store.object(of: "/w/Tests/U/A.swift", buildingIn: first))
    #expect(
      store.object(of: "/b/building-1/Runner.swift", buildingIn: first)
        == store.object(of: "/b/building-2/Runner.swift", buildingIn: second))
    #expect(store.object(of: "/w/Tests/T/A.swift", buildingIn: first).path.hasPrefix("/b/objects-"))
    #expect(
      ObjectStore(of: URL(fileURLWithPath: "/v"), in: URL(fileURLWithPath: "/b")).folder
        != store.folder)
  }

  /// After a test edit, the object of a test file that did not change is the one the
  /// build before had: the compiler kept it rather than generate it again.
  @Test(.enabled(if: DirectTestRunnerTests.isLinux, "the direct engine builds on Linux"))
  func aTestEditGeneratesOnlyTheEditedFilesObject() throws {
    try withTemporaryDirectory { folder in
      let other = "import XCTest\nfinal class OtherTests: XCTestCase {\n  func test_b() {}\n}\n"
      try DirectTestRunnerTests().makePackage(
        in: folder, source: DirectTestRunnerTests.source, tests: DirectTestRunnerTests.tests)
      try write(["Tests/CalcTests/OtherTests.swift": other], in: folder)
      let runner = DirectTestRunner(fallback: ScriptedRunner([]), timeout: 120)
      let objects = { () throws -> [String: Int] in
        let store = try #require(
          try FileManager.default.contentsOfDirectory(
            at: DirectBuild.folder(in: folder), includingPropertiesForKeys: nil
          ).first { $0.lastPathComponent.hasPrefix("objects-") })
        var inodes: [String: Int] = [:]
        for object in try FileManager.default.contentsOfDirectory(atPath: store.path) {
          let attributes = try FileManager.default.attributesOfItem(
            atPath: store.appendingPathComponent(object).path)
          inodes[String(object.prefix { $0 != "-" })] = attributes[.systemFileNumber] as? Int
        }
        return inodes
      }

      _ = try runner.runTests(in: folder, framework: .xctest, coverage: false)
      let before = try objects()
      try write(
        [
          "Tests/CalcTests/CalcTests.swift": DirectTestRunnerTests.tests + "// edited\n"
            + "extension CalcTests {\n  func test_more() {}\n}\n"
        ], in: folder)
      let edited = try runner.runTests(in: folder, framework: .xctest, coverage: false)
      let after = try objects()

      #expect(OutcomeClassifier(folder: folder).classify(edited).ran == 5)
      #expect(before["OtherTests"] != nil)
      #expect(after["OtherTests"] == before["OtherTests"])
      #expect(after["CalcTests"] != before["CalcTests"])
    }
  }
}
