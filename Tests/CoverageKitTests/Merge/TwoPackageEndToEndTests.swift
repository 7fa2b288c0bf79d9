import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import CoverageKit

/// A real app package that depends by path on a library in a sibling folder, tested with
/// coverage and gated: the library's files never count, however the export is given.
@Suite struct TwoPackageEndToEndTests {
  @Test(
    .slow("builds two packages with coverage (half a minute)"))
  func oneExportTheSameExportTwiceAndTheirMergeAgree() throws {
    try withTemporaryDirectory { folder in
      let files = [
        "Lib/Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
          name: "Lib", products: [.library(name: "Lib", targets: ["Lib"])],
          targets: [.target(name: "Lib")])

        """,
        "Lib/Sources/Lib/Lib.swift": """
        public func twice(_ value: Int) -> Int { value * 2 }
        public func never(_ value: Int) -> Int { value - 1 }

        """,
        "App/Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
          name: "App", dependencies: [.package(path: "../Lib")],
          targets: [
            .target(name: "App", dependencies: ["Lib"]),
            .testTarget(name: "AppTests", dependencies: ["App"]),
          ])

        """,
        "App/Sources/App/App.swift": """
        import Lib
        public func quadruple(_ value: Int) -> Int { twice(twice(value)) }
        public func unused() -> Int { 0 }

        """,
        "App/Tests/AppTests/AppTests.swift": """
        import App
        import XCTest
        final class AppTests: XCTestCase {
          func testQuadruple() { XCTAssertEqual(quadruple(2), 8) }
        }

        """,
      ]
      try write(files, in: folder)
      let app = folder.appendingPathComponent("App")
      var environment = ProcessInfo.processInfo.environment
      environment["LLVM_PROFILE_FILE"] = nil
      let tests = try Subprocess.run(
        ["swift", "test", "--enable-code-coverage"], in: app, environment: environment,
        mergingErrors: true)
      try #require(tests.status == 0, "\(tests.output)")
      let export = try Subprocess.run(["swift", "test", "--show-codecov-path"], in: app).output
        .trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(
        try String(contentsOfFile: export, encoding: .utf8).contains("/Lib/Sources/Lib/Lib.swift"))

      func gate(_ arguments: [String]) -> (ExitCode, String) {
        let recording = ConsoleRecording()
        let status = CoverageGateTool(currentDirectory: app, console: recording.console())
          .run(arguments + ["--root", app.path, "--format", "json"])
        return (status, recording.output)
      }
      let one = gate([export])
      let twice = gate([export, export])
      let merged = CoverageGateTool(currentDirectory: app, console: ConsoleRecording().console())
        .run(["merge", export, export, "-o", "merged.json"])
      let fromMerge = gate(["merged.json"])

      #expect(one.0 == .success && merged == .success)
      #expect(one.1.contains("\"path\": \"Sources/App/App.swift\""))
      #expect(!one.1.contains("Lib.swift"))
      #expect(twice.1 == one.1)
      #expect(fromMerge.1 == one.1)
    }
  }
}

/// Writes `files` (path → text) under `folder`.
private func write(_ files: [String: String], in folder: URL) throws {
  for (path, text) in files {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}
