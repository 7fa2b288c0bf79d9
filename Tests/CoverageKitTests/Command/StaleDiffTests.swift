import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import CoverageKit

/// Diff coverage of an export older than the branch: the changed lines are code the export
/// never counted, so the gate refuses to measure them rather than pass with "none with code".
@Suite struct StaleDiffTests {
  /// The sample package's sources committed on `main` in `folder`, with the sample export
  /// (made from those sources) beside them.
  func commitTheSample(in folder: URL) throws {
    let sources = folder.appendingPathComponent("Sources/Shapes")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    for name in ["Drawing.swift", "Shape.swift"] {
      try Fixtures.data("Sample/Sources/Shapes/\(name)")
        .write(to: sources.appendingPathComponent(name))
    }
    let export = try Fixtures.text("sample-export.json")
      .replacingOccurrences(of: "/project/", with: folder.path + "/")
    try Data(export.utf8).write(to: folder.appendingPathComponent("export.json"))
    for command in [
      ["init", "-q", "-b", "main"], ["add", "."],
      ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base"],
    ] {
      #expect(try Subprocess.run(["git"] + command, in: folder).succeeded)
    }
  }

  func gateTheDiff(in folder: URL) -> (status: ExitCode, output: String, errors: String) {
    let recording = ConsoleRecording()
    let tool = CoverageGateTool(
      currentDirectory: folder, console: recording.console(),
      now: { Date(timeIntervalSince1970: 1_700_000_000) })
    let status = tool.run(["export.json", "--diff-base", "main", "--min-diff-lines", "80"])
    return (status, recording.output, recording.errors)
  }

  /// `text` appended to the file at `path` (made when missing), committed on a branch.
  func append(_ text: String, to path: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(path)
    let old = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    try Data((old + text).utf8).write(to: url)
    try commitOnABranch(in: folder)
  }

  /// The changes in `folder` committed on the branch `feature`.
  func commitOnABranch(in folder: URL) throws {
    _ = try Subprocess.run(["git", "checkout", "-q", "-B", "feature"], in: folder)
    for command in [
      ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "change"],
    ] {
      #expect(try Subprocess.run(["git"] + command, in: folder).succeeded)
    }
  }

  static let sevenUntestedLines = """

    /// Twice `value`.
    public func doubled(_ value: Int) -> Int {
      let twice = value * 2
      return twice
    }

    """

  @Test func sevenLinesAddedAfterTheExportWasMadeAreRefusedNamingTheFile() throws {
    try withTemporaryDirectory { folder in
      try commitTheSample(in: folder)
      try append(Self.sevenUntestedLines, to: "Sources/Shapes/Drawing.swift", in: folder)

      let result = gateTheDiff(in: folder)

      #expect(result.status == .usage, "\(result.output)")
      #expect(
        result.errors
          == "coverage-gate: the export is older than Sources/Shapes/Drawing.swift: line 68 opens code the export has no record of; run the tests again, then gate the diff\n"
      )
    }
  }

  /// One statement inserted inside a function after the export: no new brace, no new line
  /// past the end, but the function's `}` is no longer where the export ends it. Refused
  /// under `--diff-base`, and a warning without; the sample as it was gives neither.
  @Test func aStatementInsertedInsideAFunctionAfterTheExportIsTold() throws {
    try withTemporaryDirectory { folder in
      try commitTheSample(in: folder)
      let current = gateTheDiff(in: folder)
      let drawing = folder.appendingPathComponent("Sources/Shapes/Drawing.swift")
      let text = try String(contentsOf: drawing, encoding: .utf8)
      try Data(
        text.replacingOccurrences(
          of: "    shapes.append(shape)\n", with: "    shapes.append(shape)\n    print(shape)\n"
        ).utf8
      ).write(to: drawing)
      try commitOnABranch(in: folder)

      let result = gateTheDiff(in: folder)
      let recording = ConsoleRecording()
      let plain = CoverageGateTool(currentDirectory: folder, console: recording.console())
        .run(["export.json"])

      #expect(current.status == .success && current.errors.isEmpty, "\(current.errors)")
      #expect(result.status == .usage, "\(result.output)")
      #expect(
        result.errors.hasSuffix(
          "coverage-gate: the export is older than Sources/Shapes/Drawing.swift: the function the export opens at line 12 no longer ends where it says; run the tests again, then gate the diff\n"
        ))
      #expect(plain == .success)
      #expect(
        recording.errors.contains(
          "Sources/Shapes/Drawing.swift: the function the export opens at line 12 no longer ends where it says"
        ), "\(recording.errors)")
    }
  }

  @Test func aNewFileOfATargetTheExportCountsIsRefused() throws {
    try withTemporaryDirectory { folder in
      try commitTheSample(in: folder)
      try append(Self.sevenUntestedLines, to: "Sources/Shapes/Doubling.swift", in: folder)

      let result = gateTheDiff(in: folder)

      #expect(result.status == .usage, "\(result.output)")
      #expect(
        result.errors
          == "coverage-gate: the export is older than Sources/Shapes/Doubling.swift: the export counts other files of Shapes but not this one, whose line 3 opens code; run the tests again, then gate the diff\n"
      )
    }
  }

  @Test func aFileShorterThanTheExportCountsIsRefused() throws {
    try withTemporaryDirectory { folder in
      try commitTheSample(in: folder)
      let drawing = folder.appendingPathComponent("Sources/Shapes/Drawing.swift")
      let lines = try String(contentsOf: drawing, encoding: .utf8).split(
        separator: "\n", omittingEmptySubsequences: false)
      try Data(lines.prefix(50).joined(separator: "\n").utf8).write(to: drawing)
      try commitOnABranch(in: folder)

      let result = gateTheDiff(in: folder)

      #expect(result.status == .usage, "\(result.output)")
      #expect(
        result.errors.hasSuffix(
          "coverage-gate: the export is older than Sources/Shapes/Drawing.swift: the export counts line 65, the file has 50; run the tests again, then gate the diff\n"
        ))
    }
  }

  /// Changes that hold no code the export could have counted leave the diff to be measured:
  /// comments, a protocol's requirements in a new file, code inside `#if`.
  @Test func changesWithoutCodeTheExportCouldCountAreMeasuredAsBefore() throws {
    try withTemporaryDirectory { folder in
      try commitTheSample(in: folder)
      try append(
        "\n// A note.\n/* A { block } */\n#if NEVER\nfunc never() {\n}\n#endif\n",
        to: "Sources/Shapes/Drawing.swift", in: folder)
      try append(
        "public protocol Doubling {\n  func doubled() -> Self\n  var twice: Int { get }\n}\n",
        to: "Sources/Shapes/Doubling.swift", in: folder)

      let result = gateTheDiff(in: folder)

      #expect(result.status == .success, "\(result.errors)")
      #expect(result.output.contains("none with code"))
    }
  }
}
