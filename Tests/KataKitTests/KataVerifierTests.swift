import Foundation
import TestSupport
import Testing

@testable import KataKit

@Suite struct KataVerifierTests {
  @Test func eachPhaseSeesTheRightFilesInOneReusedPackage() throws {
    try withTemporaryDirectory { folder in
      let kata = try Kata(folder: try makeTinyKata(in: folder))
      let work = folder.appendingPathComponent("work")
      let seen = FileRecorder()
      let verifier = KataVerifier(runner: seen, workFolder: work, librariesFolder: nil)

      let checks = try verifier.verify(kata) { _ in }

      #expect(checks.map(\.expected) == [.amber, .green, .red, .green, .green])
      #expect(
        seen.folders.map(\.path)
          == Array(repeating: work.appendingPathComponent("tiny").path, count: 5))
      #expect(seen.sources[0] == ["Sources/Calc/Calc.swift": PackageTemplate.placeholder])
      #expect(seen.sources[1]["Sources/Calc/Old.swift"] == "old\n")
      #expect(seen.sources[2]["Sources/Calc/Old.swift"] == "old\n")
      #expect(seen.sources[3]["Sources/Calc/Old.swift"] == nil, "removed by step 2")
      #expect(seen.tests[2] == ["Tests/CalcTests/CalcTests.swift": "test 1\ntest 2\n"])
    }
  }

  @Test func theFinalCheckUsesTheLibraryInSources() throws {
    try withTemporaryDirectory { folder in
      let manifest =
        #"{"title": "t", "summary": "s", "chapter": 1, "module": "Calc", "testFramework": "XCTest", "reference": "CalcLibrary", "steps": [{"id": "01-answer", "title": "t", "kind": "red", "expect": "amber"}]}"#
      let kata = try Kata(folder: try makeTinyKata(in: folder, manifest: manifest))
      try write(
        [
          "Sources/CalcLibrary/Real.swift": "real\n",
          "Sources/CalcLibrary/Deep/More.swift": "more\n",
        ], in: folder)
      let seen = FileRecorder()
      let verifier = KataVerifier(
        runner: seen, workFolder: folder.appendingPathComponent("work"),
        librariesFolder: folder.appendingPathComponent("Sources"))

      let checks = try verifier.verify(kata) { _ in }

      #expect(checks.last?.label == "final")
      #expect(seen.sources.last?["Sources/Calc/Real.swift"] == "real\n")
      #expect(seen.sources.last?["Sources/Calc/Deep/More.swift"] == "more\n")
    }
  }
}

/// A runner that records the files of the package it runs in and gives the expected lights:
/// amber before the first step's reference exists, red on the previous reference, green
/// otherwise.
final class FileRecorder: TestRunning, @unchecked Sendable {
  private(set) var folders: [URL] = []
  private(set) var sources: [[String: String]] = []
  private(set) var tests: [[String: String]] = []

  func runTests(in folder: URL, framework: TestFramework) throws(KataError) -> RawTestRun {
    folders.append(folder)
    func files(_ top: String) -> [String: String] {
      var files: [String: String] = [:]
      for relative in FileManager.default.subpaths(atPath: folder.appendingPathComponent(top).path)
        ?? []
      {
        if let text = try? String(
          contentsOf: folder.appendingPathComponent("\(top)/\(relative)"), encoding: .utf8)
        {
          files["\(top)/\(relative)"] = text
        }
      }
      return files
    }
    sources.append(files("Sources"))
    tests.append(files("Tests"))
    let index = sources.count - 1
    let run = [0: "amber", 2: "red"][index] ?? "green"
    return (try? Fixtures.run(run, status: run == "green" ? 0 : 1))
      ?? RawTestRun(status: 1, output: "")
  }
}
