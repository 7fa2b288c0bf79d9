import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import CoverageKit

/// What keeps the gate's numbers exact after a merge, and its checks from switching off.
@Suite struct GateSafetyTests {
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

  /// The sample export under `folder`, with `Shape.swift` moved to a library in a sibling
  /// folder outside the package, as a dependency by path would be.
  func installWithASibling(in folder: URL) throws {
    let text = try Fixtures.text("sample-export.json")
      .replacingOccurrences(
        of: "/project/Sources/Shapes/Shape.swift", with: "/sibling/Sources/Lib/Shape.swift"
      )
      .replacingOccurrences(of: "/project/", with: folder.path + "/")
    try Data(text.utf8).write(to: folder.appendingPathComponent("a.json"))
    try Data(text.utf8).write(to: folder.appendingPathComponent("b.json"))
  }

  @Test func oneExportTheSameExportTwiceAndTheirMergeGiveTheSameFigures() throws {
    try withTemporaryDirectory { folder in
      try installWithASibling(in: folder)

      let one = run(["a.json", "--format", "json"], in: folder)
      let twice = run(["a.json", "b.json", "--format", "json"], in: folder)
      let merge = run(["merge", "a.json", "b.json", "-o", "merged.json"], in: folder)
      let merged = run(["merged.json", "--format", "json"], in: folder)

      #expect(one.status == .success && merge.status == .success)
      #expect(!one.output.contains("Shape.swift"))
      #expect(twice.output == one.output)
      #expect(merged.output == one.output)
      let mergedText = try String(
        contentsOf: folder.appendingPathComponent("merged.json"), encoding: .utf8)
      #expect(
        mergedText.contains("\"/sibling/Sources/Lib/Shape.swift\""), "a file outside keeps its path"
      )
    }
  }

  /// A device, a FIFO or a link to one given as an output is refused in one line and left
  /// as it was, never renamed over with a regular file.
  @Test func anOutputThatIsNoRegularFileIsRefusedAndKept() throws {
    try withTemporaryDirectory { folder in
      try installWithASibling(in: folder)
      try #require(mkfifo(folder.appendingPathComponent("fifo").path, 0o600) == 0)
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent("null").path, withDestinationPath: "/dev/null")

      let fifo = run(["a.json", "--output", "json=fifo"], in: folder)
      let null = run(["a.json", "--output", "markdown=null"], in: folder)
      let merged = run(["merge", "a.json", "b.json", "-o", "fifo"], in: folder)

      #expect(
        fifo.errors
          == "coverage-gate: cannot write \(folder.path)/fifo: it is a FIFO, not a regular file; name a file, or - for standard output\n"
      )
      #expect(null.errors.contains("it is a link to a character device, not a regular file"))
      #expect(merged.errors.contains("it is a FIFO, not a regular file"))
      #expect([fifo, null, merged].allSatisfy { $0.status != .success })
      #expect(AtomicFile.nonFile(at: folder.appendingPathComponent("fifo").path) == "a FIFO")
      #expect(
        try FileManager.default.destinationOfSymbolicLink(
          atPath: folder.appendingPathComponent("null").path) == "/dev/null")
    }
  }

  @Test(arguments: ["sample-export.json", "shape-export.json", "drawing-export.json"])
  func mergingAnExportWithItselfChangesNoFigure(name: String) throws {
    let export = try Fixtures.export(name, functions: true)

    let merged = try ExportMerger.merge([export, export])

    #expect(merged.files.map(\.path) == export.files.map(\.path))
    for (single, double) in zip(export.files, merged.files) {
      #expect(double.summary == single.summary, "\(single.path)")
      #expect(double.lineHits.lines == single.lineHits.lines, "\(single.path)")
      #expect(double.lineHits.counts.map { $0 > 0 } == single.lineHits.counts.map { $0 > 0 })
    }
  }

  @Test func mergingAnyExportWithItselfChangesNoFigure() throws {
    var generator = SplitMix(seed: 0x7DD_C0DE)
    for _ in 0..<200 {
      let functions = (0..<Int.random(in: 1...6, using: &generator)).map { index in
        var line = Int.random(in: 1...20, using: &generator)
        let regions = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
          let start = SourcePosition(line: line, column: 1)
          line += Int.random(in: 0...4, using: &generator)
          return CountedRegion(
            start: start, end: SourcePosition(line: line, column: 9),
            executionCount: [0, 0, 1, 3].randomElement(using: &generator)!)
        }
        return FunctionRecord(
          name: "f\(index)", executionCount: regions[0].executionCount,
          filenames: ["/p/Sources/M/F\(index % 2).swift"], regions: regions)
      }
      let export = CoverageExport(
        version: "2.0.1", files: ExportMerger.files(of: functions), functions: functions)

      let merged = try ExportMerger.merge([export, export])

      #expect(merged.files.map(\.summary) == export.files.map(\.summary))
      #expect(merged.files.map(\.lineHits.lines) == export.files.map(\.lineHits.lines))
    }
  }

  @Test func aGlobThatMatchesNoFileIsAUsageErrorNamingIt() throws {
    try withTemporaryDirectory { folder in
      try installWithASibling(in: folder)
      try Data(#"{"files": {"Source/**": {"lines": 80}}}"#.utf8)
        .write(to: folder.appendingPathComponent("typo.json"))

      let files = run(["a.json", "--config", "typo.json"], in: folder)
      let include = run(["a.json", "--include", "Source/**"], in: folder)

      #expect(files.status == .usage)
      #expect(
        files.errors
          == "coverage-gate: the glob \"Source/**\" in files matches no file of the export under \(folder.path); fix the pattern or remove it\n"
      )
      #expect(include.status == .usage)
      #expect(include.errors.contains("the glob \"Source/**\" in include"))
    }
  }

  @Test func theCommandLineReplacesTheConfigurationsListsAndTrailingCommasAreRefused() throws {
    try withTemporaryDirectory { folder in
      try Data(
        try Fixtures.text("sample-export.json").replacingOccurrences(
          of: "/project/", with: folder.path + "/"
        ).utf8
      ).write(to: folder.appendingPathComponent("a.json"))
      try Data(#"{"include": ["Sources/Shapes/Shape.swift"]}"#.utf8)
        .write(to: folder.appendingPathComponent(".coverage-gate.json"))
      try Data(#"{"total": {"lines": 70},}"#.utf8).write(
        to: folder.appendingPathComponent("comma.json"))

      let replaced = run(["a.json", "--include", "Sources/Shapes/Drawing.swift"], in: folder)
      let comma = run(["a.json", "--config", "comma.json"], in: folder)

      #expect(replaced.output.contains("Sources/Shapes/Drawing.swift"))
      #expect(!replaced.output.contains("Sources/Shapes/Shape.swift"))
      #expect(comma.status == .usage)
      #expect(
        comma.errors
          == "coverage-gate: configuration \(folder.path)/comma.json: not valid JSON at line 1, column 24: a comma before '}', which JSON does not allow\n"
      )
    }
  }

  @Test func failuresComeFirstFilesCanBeSortedAndCutAndFailingFilesAreMarked() throws {
    var report = try Fixtures.report()
    report.check(
      total: Thresholds(lines: 10), files: ["Sources/Shapes/Drawing.swift": Thresholds(lines: 99)])
    var options = GateReport.RenderOptions()
    options.order = .lines
    options.top = 1

    let table = report.rendered(as: .table, options: options)
    let markdown = report.rendered(as: .markdown, options: options)
    let github = report.rendered(as: .github)
    let html = report.htmlPages { _ in "" }["index.html"] ?? ""

    let fail = try #require(table.range(of: "FAIL  file Sources/Shapes/Drawing.swift"))
    let pass = try #require(table.range(of: "pass  total lines"))
    #expect(fail.lowerBound < pass.lowerBound)
    #expect(table.contains("1 more files not shown (--top 1)"))
    #expect(markdown.contains("<details><summary>Files (1 of 2)</summary>"))
    #expect(markdown.range(of: "❌ fail")!.lowerBound < markdown.range(of: "✅ pass")!.lowerBound)
    #expect(
      github.hasPrefix("::error file=Sources/Shapes/Drawing.swift,title=Coverage check failed::"))
    #expect(html.contains("Drawing.swift</a> <strong class=\"bad\">✗ fails a check</strong>"))
  }

  @Test func aBaselineCheckShowsTheChangeWithEnoughDecimalsForTheTolerance() {
    var check = Check(scope: "baseline total", metric: .lines, minimum: 97.655, actual: 97.65)
    check.recorded = 97.665

    #expect(
      check.summary
        == "baseline total lines: 97.665% → 97.650% (-0.015 points; minimum 97.655%)")
    #expect(!check.passed)
  }

  @Test func theLineViewCountsTheLcovDARecords() throws {
    let report = try Fixtures.report()
    let lcov = report.rendered(as: .lcov)
    let records = lcov.split(separator: "\n").filter { $0.hasPrefix("DA:") }

    #expect(report.lineView.count == records.count)
    #expect(report.lineView.covered == records.filter { !$0.hasSuffix(",0") }.count)
  }
}

/// A small seeded generator, so the property test sees the same exports on every run.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
