import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import CoverageKit

/// Where the paths of a configuration file in another folder lead: its `root` and `baseline`
/// from its own folder, its globs over the paths the reports show, relative to the package
/// root, as `--include` and `--exclude`, which replace them, are.
@Suite struct ConfigurationPathsTests {
  func run(_ arguments: [String], in folder: URL) -> (
    status: ExitCode, output: String, errors: String
  ) {
    let recording = ConsoleRecording()
    let tool = CoverageGateTool(
      currentDirectory: folder, console: recording.console(),
      now: { Date(timeIntervalSince1970: 1_700_000_000) })
    let status = tool.run(arguments)
    return (status, recording.output, recording.errors)
  }

  @Test func theHelpSaysWhatEachPathOfTheFileIsRelativeTo() throws {
    try withTemporaryDirectory { folder in
      let help = run(["--help"], in: folder).output.split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")

      #expect(
        help.contains(
          "its root and baseline are relative to its folder, its globs to the package root"),
        "\(help)")
    }
  }

  @Test func aFileInAnotherFolderTakesRootAndBaselineFromItsFolderAndGlobsFromTheRoot() throws {
    try withTemporaryDirectory { folder in
      let text = try Fixtures.text("sample-export.json")
        .replacingOccurrences(of: "/project/", with: folder.path + "/")
      try Data(text.utf8).write(to: folder.appendingPathComponent("export.json"))
      let ci = folder.appendingPathComponent("ci")
      try FileManager.default.createDirectory(at: ci, withIntermediateDirectories: true)
      try Data(
        #"{"root": "..", "files": {"Sources/**": {"lines": 100}}, "baseline": "base.json"}"#.utf8
      ).write(to: ci.appendingPathComponent("gate.json"))
      let result = run(
        ["export.json", "--config", "ci/gate.json", "--write-baseline", "ci/base.json"],
        in: folder)
      let ratchet = run(["export.json", "--config", "ci/gate.json"], in: folder)

      #expect(result.status == .failure, "\(result.errors)")
      #expect(result.output.contains("FAIL  file Sources/Shapes/Drawing.swift lines"))
      #expect(ratchet.output.contains("pass  baseline total lines"), "\(ratchet.errors)")
    }
  }
}
