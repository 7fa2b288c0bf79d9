import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import CoverageKit

/// An input that matches nothing would switch a check or a move off without a word: each is
/// refused in one line, with exit status 2.
@Suite struct UnmatchedInputTests {
  func run(_ arguments: [String], in folder: URL) -> (status: ExitCode, errors: String) {
    let recording = ConsoleRecording()
    let tool = CoverageGateTool(
      currentDirectory: folder, console: recording.console(),
      now: { Date(timeIntervalSince1970: 1_700_000_000) })
    let status = tool.run(arguments)
    return (status, recording.errors)
  }

  /// The sample export as `a.json` and `b.json`, its files under `folder`.
  func install(in folder: URL) throws {
    let text = try Fixtures.text("sample-export.json")
      .replacingOccurrences(of: "/project/", with: folder.path + "/")
    try Data(text.utf8).write(to: folder.appendingPathComponent("a.json"))
    try Data(text.utf8).write(to: folder.appendingPathComponent("b.json"))
  }

  @Test func aMapWhoseFolderHoldsNoFileOfAnyExportIsRefused() throws {
    try withTemporaryDirectory { folder in
      try install(in: folder)

      let gate = run(["a.json", "--map", "/does/not/exist=/x"], in: folder)
      let merge = run(
        ["merge", "a.json", "b.json", "--map", "/does/not/exist=/x", "-o", "m.json"], in: folder)
      let used = run(["a.json", "--map", "\(folder.path)/Sources=Sources"], in: folder)
      let nowhere = run(["a.json", "--map", "\(folder.path)=/nonexistent"], in: folder)

      #expect(gate.status == .usage)
      #expect(
        gate.errors
          == "coverage-gate: --map /does/not/exist=/x: no file of the exports is in /does/not/exist; give the folder as the export names its files, or remove the map\n"
      )
      #expect(merge.status == .usage && merge.errors == gate.errors)
      #expect(used.status == .success, "\(used.errors)")
      #expect(
        nowhere.errors
          == "coverage-gate: --map \(folder.path)=/nonexistent: /nonexistent is not a folder here; give the folder where the package is on this machine\n"
      )
    }
  }

  @Test func anExcludeThatMatchesNoFileIsRefusedOnTheCommandLineAndInTheConfiguration() throws {
    try withTemporaryDirectory { folder in
      try install(in: folder)
      try Data(#"{"exclude": ["Sources/Generated/**"]}"#.utf8)
        .write(to: folder.appendingPathComponent("config.json"))

      let option = run(["a.json", "--exclude", "Source/Shapes/Shape.swift"], in: folder)
      let configured = run(["a.json", "--config", "config.json"], in: folder)
      let matching = run(["a.json", "--exclude", "Sources/Shapes/Shape.swift"], in: folder)

      #expect(option.status == .usage)
      #expect(
        option.errors
          == "coverage-gate: the glob \"Source/Shapes/Shape.swift\" in exclude matches no file of the export under \(folder.path); fix the pattern or remove it\n"
      )
      #expect(configured.status == .usage)
      #expect(configured.errors.contains("the glob \"Sources/Generated/**\" in exclude"))
      #expect(matching.status == .success, "\(matching.errors)")
    }
  }

  @Test func aPerFileThresholdForAFileThatIsNotThereIsRefused() throws {
    try withTemporaryDirectory { folder in
      try install(in: folder)
      try Data(#"{"files": {"Sources/Shapes/Gone.swift": {"lines": 80}}}"#.utf8)
        .write(to: folder.appendingPathComponent("config.json"))

      let result = run(["a.json", "--config", "config.json"], in: folder)

      #expect(result.status == .usage)
      #expect(result.errors.contains("the glob \"Sources/Shapes/Gone.swift\" in files"))
    }
  }
}
