import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import CoverageKit

/// Exports made to trick the gate, replayed: file names that climb out of the root or break
/// a line of lcov, counts past what an integer holds. The gate counts and shows only the
/// package's own files, as they are.
@Suite struct HostileExportTests {
  func run(_ arguments: [String], in folder: URL, root: URL) -> (
    status: ExitCode, output: String, errors: String
  ) {
    let recording = ConsoleRecording()
    let status = CoverageGateTool(currentDirectory: folder, console: recording.console())
      .run(arguments + ["--root", root.path])
    return (status, recording.output, recording.errors)
  }

  @Test(arguments: [
    ("/project/Sources/A/A.swift", "Sources/A/A.swift"),
    ("/project/Sources/./A/../A/A.swift", "Sources/A/A.swift"),
    ("/project/Sources/../../etc/passwd", nil),
    ("/project/../project/Sources/A.swift", "Sources/A.swift"),
    ("/project/Sources/../../../../proc/self/environ", nil),
    ("/project-other/Sources/A.swift", nil),
    ("/project/Sources/A\nSF:/etc/passwd.swift", nil),
  ])
  func aFileCountsOnlyWhenItsStandardizedPathIsUnderTheRoot(path: String, relative: String?) {
    #expect(FileSelection(root: "/project").relativePath(of: path) == relative)
  }

  /// An export naming `Sources/../../secret` under the root: with the old prefix test, the
  /// HTML report showed that file (a runner's environment, `/etc/passwd`) line by line.
  @Test func aFileOutsideTheRootIsNeitherCountedNorShown() throws {
    try withTemporaryDirectory { folder in
      let root = folder.appendingPathComponent("project")
      try write(
        [
          "secret.env": "GITHUB_TOKEN=ghp_not_for_the_report\n",
          "project/Sources/A/A.swift": "let a = 1\n",
        ], in: folder)
      let archive = """
        {"\(root.path)/Sources/A/A.swift": [{"line": 1, "isExecutable": true, "executionCount": 1}],
         "\(root.path)/Sources/../../secret.env": [{"line": 1, "isExecutable": true, "executionCount": 1}]}
        """
      try Data(archive.utf8).write(to: folder.appendingPathComponent("archive.json"))

      let result = run(["archive.json", "--output", "html=report"], in: folder, root: root)

      #expect(result.status == .success, "\(result.errors)")
      let pages =
        FileManager.default.subpaths(atPath: folder.appendingPathComponent("report").path) ?? []
      let text = pages.map {
        (try? String(contentsOf: folder.appendingPathComponent("report/\($0)"), encoding: .utf8))
          ?? ""
      }.joined()
      #expect(!pages.isEmpty)
      #expect(!text.contains("ghp_not_for_the_report"))
      #expect(!text.contains("secret.env"))
      #expect(result.output.contains("Sources/A/A.swift") && !result.output.contains("secret"))
    }
  }

  /// The sibling: no `..` at all, but a source that is a symbolic link out of the root (to
  /// `/proc/self/environ`, or here to a file of secrets), or inside a folder that is one.
  /// Its real path is outside the root, so its code is never read into a report.
  @Test(arguments: ["Sources/Env/env.swift", "Sources/Linked/env.swift"])
  func aSourceThatLinksOutOfTheRootIsNeverShown(path: String) throws {
    try withTemporaryDirectory { folder in
      let root = folder.appendingPathComponent("project")
      try write(
        [
          "secret.env": "GITHUB_TOKEN=ghp_not_for_the_report\n",
          "outside/env.swift": "GITHUB_TOKEN=ghp_not_for_the_report\n",
          "project/Sources/A/A.swift": "let a = 1\n",
        ], in: folder)
      let manager = FileManager.default
      try manager.createDirectory(
        at: root.appendingPathComponent("Sources/Env"), withIntermediateDirectories: true)
      try manager.createSymbolicLink(
        atPath: root.appendingPathComponent("Sources/Env/env.swift").path,
        withDestinationPath: folder.appendingPathComponent("secret.env").path)
      try manager.createSymbolicLink(
        atPath: root.appendingPathComponent("Sources/Linked").path,
        withDestinationPath: "../../outside")
      let archive = """
        {"\(root.path)/Sources/A/A.swift": [{"line": 1, "isExecutable": true, "executionCount": 1}],
         "\(root.path)/\(path)": [{"line": 1, "isExecutable": true, "executionCount": 1}]}
        """
      try Data(archive.utf8).write(to: folder.appendingPathComponent("archive.json"))

      let result = run(["archive.json", "--output", "html=report"], in: folder, root: root)

      #expect(result.status == .success, "\(result.errors)")
      let pages = manager.subpaths(atPath: folder.appendingPathComponent("report").path) ?? []
      let text = pages.map {
        (try? String(contentsOf: folder.appendingPathComponent("report/\($0)"), encoding: .utf8))
          ?? ""
      }.joined()
      #expect(pages.contains("index.html"))
      #expect(!text.contains("ghp_not_for_the_report"))
    }
  }

  /// The report's folder is written beside and put in place whole: a second report replaces
  /// the first without a leftover page or a staging folder, and a folder that holds a file
  /// of the user's is refused, in one line, and left as it was.
  @Test func theHTMLFolderIsReplacedWholeAndAFolderOfTheUsersIsNeverTaken() throws {
    try withTemporaryDirectory { folder in
      try write(
        [
          "Sources/A/A.swift": "let a = 1\n", "Sources/B/B.swift": "let b = 1\n",
          "mine/notes.txt": "my notes\n",
        ], in: folder)
      let line = "[{\"line\": 1, \"isExecutable\": true, \"executionCount\": 1}]"
      try Data(
        "{\"\(folder.path)/Sources/A/A.swift\": \(line), \"\(folder.path)/Sources/B/B.swift\": \(line)}"
          .utf8
      )
      .write(to: folder.appendingPathComponent("two.json"))
      try Data("{\"\(folder.path)/Sources/A/A.swift\": \(line)}".utf8)
        .write(to: folder.appendingPathComponent("one.json"))

      let first = run(["two.json", "--output", "html=report"], in: folder, root: folder)
      let second = run(["one.json", "--output", "html=report"], in: folder, root: folder)
      let refused = run(["one.json", "--output", "html=mine"], in: folder, root: folder)
      try write(
        ["report/files/mine.txt": "mine\n", "report/files/sub/x.txt": "mine too\n"], in: folder)
      let deeper = run(["one.json", "--output", "html=report"], in: folder, root: folder)
      try write(["file": "a file\n"], in: folder)
      let onAFile = run(["one.json", "--output", "html=file"], in: folder, root: folder)

      #expect(first.status == .success && second.status == .success, "\(second.errors)")
      let pages = FileManager.default.subpaths(atPath: folder.appendingPathComponent("report").path)
      #expect(pages?.contains { $0.contains("Sources_B") } == false, "\(pages ?? [])")
      #expect(pages?.contains("index.html") == true)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
          $0.hasPrefix(".")
        }
        .isEmpty)
      #expect(refused.status != .success)
      #expect(refused.errors.contains("it holds files that are not this report (notes.txt)"))
      #expect(
        try String(contentsOf: folder.appendingPathComponent("mine/notes.txt"), encoding: .utf8)
          == "my notes\n")
      #expect(deeper.status != .success, "a file of the user's inside files/ is never deleted")
      #expect(deeper.errors.contains("it holds files that are not this report (files/mine.txt)"))
      #expect(
        FileManager.default.fileExists(
          atPath: folder.appendingPathComponent("report/files/sub/x.txt").path))
      #expect(onAFile.errors.contains("it is a file, not a folder"))
    }
  }

  /// Two paths that read alike once flattened get pages of their own, and two records of one
  /// file (a `..` that leads back) count once.
  @Test func pagesNeverShareANameAndAFileCountsOnce() throws {
    #expect(
      HTMLRenderer.pagePath(of: "Sources/A_B/c.swift")
        != HTMLRenderer.pagePath(of: "Sources/A/B_c.swift"))
    try withTemporaryDirectory { folder in
      let line = "[{\"line\": 1, \"isExecutable\": true, \"executionCount\": 1}]"
      try Data(
        "{\"\(folder.path)/Sources/Ok/ok.swift\": \(line), \"\(folder.path)/Sources/Out/../Ok/ok.swift\": \(line)}"
          .utf8
      ).write(to: folder.appendingPathComponent("twice.json"))

      let result = run(["twice.json", "--format", "json"], in: folder, root: folder)

      #expect(result.output.components(separatedBy: "\"Sources/Ok/ok.swift\"").count == 2)
      #expect(result.output.contains("\"totals\": {\"lines\": {\"covered\": 1, \"count\": 1,"))
    }
  }

  /// A newline in a file's name would start a record of its own in lcov (`SF:/etc/passwd`).
  @Test func aFileNameWithALineBreakNeverReachesLcov() throws {
    try withTemporaryDirectory { folder in
      let archive = """
        {"\(folder.path)/Sources/A.swift": [{"line": 1, "isExecutable": true, "executionCount": 1}],
         "\(folder.path)/Sources/B\\nSF:/etc/passwd.swift": [{"line": 1, "isExecutable": true, "executionCount": 0}]}
        """
      try Data(archive.utf8).write(to: folder.appendingPathComponent("archive.json"))

      let result = run(["archive.json", "--output", "lcov=out.info"], in: folder, root: folder)

      let lcov = try String(contentsOf: folder.appendingPathComponent("out.info"), encoding: .utf8)
      #expect(result.status == .success, "\(result.errors)")
      let files = lcov.split(separator: "\n").filter { $0.hasPrefix("SF:") }
      #expect(files == ["SF:\(folder.path)/Sources/A.swift"])
    }
  }

  /// An xccov count of 1e300 is a line run very often, not a line never run.
  @Test func aCountTooLargeForAnIntegerCountsAsRun() throws {
    #expect(XccovReader.runs(1e300) == .max)
    #expect(XccovReader.runs(Double(UInt64.max)) == .max)
    #expect(XccovReader.runs(7) == 7)
    #expect(XccovReader.runs(nil) == 0)
    #expect(XccovReader.runs(-1) == nil && XccovReader.runs(Double.nan) == nil)
    try withTemporaryDirectory { folder in
      let archive = """
        {"\(folder.path)/Sources/A.swift": [{"line": 1, "isExecutable": true, "executionCount": 1e300}]}
        """
      try Data(archive.utf8).write(to: folder.appendingPathComponent("archive.json"))

      let result = run(["archive.json", "--min-lines", "100"], in: folder, root: folder)

      #expect(result.status == .success, "\(result.output)\(result.errors)")
    }
  }
}
