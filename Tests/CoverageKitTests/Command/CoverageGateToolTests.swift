import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import CoverageKit

/// Runs the `coverage-gate` command in process, in a temporary folder holding the sample
/// export with its paths moved under that folder.
@Suite struct CoverageGateToolTests {
  struct Run {
    var status: ExitCode
    var output: String
    var errors: String
  }

  func run(_ arguments: [String], in folder: URL) -> Run {
    let recording = ConsoleRecording()
    let tool = CoverageGateTool(
      currentDirectory: folder, console: recording.console(),
      now: { Date(timeIntervalSince1970: 1_700_000_000) })
    let status = tool.run(arguments)
    return Run(status: status, output: recording.output, errors: recording.errors)
  }

  /// Copies `names` into `folder`, rewriting `/project` to the folder.
  func install(_ names: [String] = ["sample-export.json"], in folder: URL) throws {
    for name in names {
      let text = try Fixtures.text(name).replacingOccurrences(
        of: "/project/", with: folder.path + "/")
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
  }

  /// `coverage-gate run` runs `swift test` (here a stand-in on the tool's `PATH` that
  /// prints a line and exits with `status`) in `folder`, then gates what it wrote.
  func runWithSwift(
    exiting status: Int, in folder: URL, root: String? = nil, options: [String] = []
  ) throws -> Run {
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let swift = bin.appendingPathComponent("swift")
    try Data("#!/bin/sh\necho \"swift $*\"\nexit \(status)\n".utf8).write(to: swift)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    let recording = ConsoleRecording()
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    let tool = CoverageGateTool(
      currentDirectory: folder, console: recording.console(), environment: environment)
    let code = tool.run(
      ["run"] + (root.map { ["--root", $0] } ?? []) + options + ["--", "--parallel"])
    return Run(status: code, output: recording.output, errors: recording.errors)
  }

  @Test func runPassesItsArgumentsToSwiftTestThenGatesWhatItWrote() throws {
    try withTemporaryDirectory { folder in
      let failed = try runWithSwift(exiting: 1, in: folder)
      let passed = try runWithSwift(exiting: 0, in: folder)
      let nowhere = try runWithSwift(exiting: 0, in: folder, root: "missing")

      #expect(failed.status == .testsFailed)
      #expect(failed.output.contains("swift test --enable-code-coverage --parallel"))
      #expect(failed.errors.contains("swift test failed (exit 1)"))
      #expect(failed.errors.contains("swift test wrote no coverage export"))
      #expect(passed.status != .success, "no export, nothing to gate")
      #expect(passed.errors.contains("no coverage export"))
      #expect(nowhere.status != .success)
      #expect(nowhere.errors.contains("missing"))
    }
  }

  /// An `--output` a report cannot be written to is refused before the tests run: their
  /// run would be lost to it.
  @Test(arguments: [
    "json=fifo", "html=fifo", "lcov=folder", "html=file.txt", "json=file.txt/x.json",
    "html=file.txt/report", "html=folder",
  ])
  func aWrongOutputIsRefusedBeforeTheTestsRun(output: String) throws {
    try withTemporaryDirectory { folder in
      #expect(mkfifo(folder.appendingPathComponent("fifo").path, 0o600) == 0)
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("folder"), withIntermediateDirectories: false)
      try Data("mine".utf8).write(to: folder.appendingPathComponent("file.txt"))
      try Data("mine".utf8).write(to: folder.appendingPathComponent("folder/notes.md"))

      let result = try runWithSwift(exiting: 0, in: folder, options: ["--output", output])

      #expect(result.status == .usage)
      #expect(!result.output.contains("swift test"), "the tests never ran")
      #expect(
        result.errors.contains("not a") || result.errors.contains("not this report"),
        "\(result.errors)")
      #expect(
        try String(contentsOf: folder.appendingPathComponent("file.txt"), encoding: .utf8) == "mine"
      )
    }
  }

  /// Xcode's result bundles are read with `xcrun`, on macOS only; elsewhere `--xcresult` is
  /// refused in one line saying what to pass instead.
  @Test(.enabled(if: Self.isLinux))
  func anXcodeResultBundleIsRefusedAwayFromMacOS() throws {
    try withTemporaryDirectory { folder in
      let result = run(["--xcresult", "Tests.xcresult"], in: folder)

      #expect(result.status == .usage)
      #expect(result.errors.contains("expected macOS with Xcode"))
      #expect(result.errors.split(separator: "\n").count == 1)
    }
  }

  /// Whether the tests run on Linux.
  static var isLinux: Bool {
    #if os(Linux)
      true
    #else
      false
    #endif
  }

  @Test func passesWithoutThresholdsAndPrintsATable() throws {
    try withTemporaryDirectory { folder in
      try install(in: folder)

      let result = run(["sample-export.json"], in: folder)

      #expect(result.status == .success)
      #expect(result.output.contains("TOTAL"))
      #expect(result.output.hasSuffix("No thresholds set.\n"))
    }
  }

  @Test func failingThresholdExitsWithOne() throws {
    try withTemporaryDirectory { folder in
      try install(in: folder)

      let result = run(["sample-export.json", "--min-lines", "90"], in: folder)

      #expect(result.status == .failure)
      #expect(result.output.contains("FAIL  total lines: 73.12% (minimum 90.00%)"))
    }
  }

  @Test func configurationInTheCurrentFolderIsUsed() throws {
    try withTemporaryDirectory { folder in
      try install(in: folder)
      try Data(#"{"total": {"lines": 70}, "files": {"Sources/**": {"lines": 75}}}"#.utf8)
        .write(to: folder.appendingPathComponent(".coverage-gate.json"))

      let result = run(["sample-export.json", "--format", "json"], in: folder)

      #expect(result.status == .failure)
      #expect(result.output.contains(#""scope": "file Sources/Shapes/Drawing.swift""#))
      #expect(
        run(
          ["sample-export.json", "--min-lines", "60", "--config", ".coverage-gate.json"], in: folder
        ).status == .failure)
    }
  }

  /// With `--root`, the configuration is the root's, as `mutate --root` reads it, wherever
  /// the gate is run from.
  @Test func configurationInTheRootIsUsedFromAnotherFolder() throws {
    try withTemporaryDirectory { folder in
      try install(in: folder)
      try Data(#"{"files": {"Sources/**": {"lines": 75}}}"#.utf8)
        .write(to: folder.appendingPathComponent(".coverage-gate.json"))
      let elsewhere = folder.appendingPathComponent("elsewhere")
      try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: false)

      let result = run(
        ["../sample-export.json", "--root", "..", "--format", "json"], in: elsewhere)

      #expect(result.status == .failure, "\(result.errors)")
      #expect(result.output.contains(#""scope": "file Sources/Shapes/Drawing.swift""#))
    }
  }

  @Test func unknownTargetInConfigurationIsAnInputError() throws {
    try withTemporaryDirectory { folder in
      try install(in: folder)
      try Data(#"{"targets": {"Shapez": {"lines": 70}}}"#.utf8)
        .write(to: folder.appendingPathComponent("gate.json"))

      let result = run(["sample-export.json", "--config", "gate.json"], in: folder)

      #expect(result.status == .usage)
      #expect(result.errors.contains("target \"Shapez\" has no selected files"))
    }
  }

  @Test func writesEveryFormatToFiles() throws {
    try withTemporaryDirectory { folder in
      try install(in: folder)

      let result = run(
        [
          "sample-export.json", "--output", "json=out/report.json", "--output",
          "lcov=out/lcov.info",
          "--output", "cobertura=out/cobertura.xml", "--output", "markdown=out/summary.md",
          "--output", "html=out/html", "--output", "github=out/annotations.txt",
        ], in: folder)

      #expect(result.status == .success)
      #expect(result.output.hasSuffix("No thresholds set.\n"), "the table still shows")
      for name in [
        "report.json", "lcov.info", "cobertura.xml", "summary.md", "html/index.html",
        "annotations.txt",
      ] {
        #expect(
          FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/\(name)").path),
          "\(name)")
      }
      let lcov = try String(
        contentsOf: folder.appendingPathComponent("out/lcov.info"), encoding: .utf8)
      #expect(lcov.contains("FN:"))
    }
  }

  @Test func baselineIsWrittenThenRatchets() throws {
    try withTemporaryDirectory { folder in
      try install(in: folder)

      #expect(
        run(["sample-export.json", "--write-baseline", "baseline.json"], in: folder).status
          == .success)
      let baseline = folder.appendingPathComponent("baseline.json")
      #expect(
        run(["sample-export.json", "--baseline", "baseline.json"], in: folder).status == .success)

      let raised = try String(contentsOf: baseline, encoding: .utf8)
        .replacingOccurrences(of: "\"total\": 73.", with: "\"total\": 74.")
      try Data(raised.utf8).write(to: baseline)
      let result = run(["sample-export.json", "--baseline", "baseline.json"], in: folder)
      let tolerated = run(
        ["sample-export.json", "--baseline", "baseline.json", "--tolerance", "2"], in: folder)
      #expect(result.status == .failure)
      #expect(result.output.contains("FAIL  baseline total lines"))
      #expect(tolerated.status == .success, "a drop of less than 2 points is tolerated")
    }
  }

  @Test func aMissingBaselineIsAnErrorUnlessOneIsBeingWritten() throws {
    try withTemporaryDirectory { folder in
      try install(in: folder)

      let missing = run(["sample-export.json", "--baseline", "none.json"], in: folder)
      let writing = run(
        ["sample-export.json", "--baseline", "none.json", "--write-baseline", "none.json"],
        in: folder)

      #expect(missing.status == .usage)
      #expect(
        missing.errors
          == "coverage-gate: baseline \(folder.path)/none.json does not exist: record it first with --write-baseline \(folder.path)/none.json\n"
      )
      #expect(writing.status == .success)
      #expect(
        writing.errors.hasPrefix(
          "coverage-gate: wrote the baseline \(folder.path)/none.json: lines 73.118% in all"))
    }
  }

  @Test func severalExportsAreMerged() throws {
    try withTemporaryDirectory { folder in
      try install(["shape-export.json", "drawing-export.json", "sample-export.json"], in: folder)

      let merged = run(
        ["shape-export.json", "drawing-export.json", "--format", "json"], in: folder)
      let full = run(["sample-export.json", "--format", "json"], in: folder)

      #expect(merged.status == .success)
      #expect(merged.output == full.output)
    }
  }

  @Test func mergeCommandWritesAnExportTheGateReads() throws {
    try withTemporaryDirectory { folder in
      try install(["shape-export.json", "drawing-export.json", "sample-export.json"], in: folder)

      let merge = run(
        ["merge", "shape-export.json", "drawing-export.json", "-o", "merged.json"], in: folder)

      #expect(merge.status == .success)
      #expect(merge.output.hasPrefix("Merged 2 exports into merged.json"))
      #expect(
        run(["merged.json", "--format", "json"], in: folder).output
          == run(["sample-export.json", "--format", "json"], in: folder).output)
    }
  }

  @Test(arguments: [
    (["--min-lines", "abc", "x.json"], "invalid --min-lines 'abc'"),
    (["x.json", "--format", "pdf"], "invalid --format 'pdf'"),
    (["x.json", "--format", "html"], "invalid --format 'html'"),
    (["x.json", "--output", "lcov"], "invalid --output 'lcov'"),
    (["x.json", "--bogus"], "unknown option '--bogus'"),
    (["x.json", "--min-diff-lines", "80"], "missing --diff-base REF"),
    (["merge", "a.json"], "missing two or more exports"),
    (["merge", "a.json", "b.json"], "missing -o OUT.json"),
    (["x.json", "--map", "here=there"], "invalid --map 'here=there': expected FROM=TO"),
    (["x.json", "--tolerance", "-1"], "invalid --tolerance '-1': expected percentage points"),
  ])
  func usageErrorsExitWithTwo(arguments: [String], message: String) throws {
    try withTemporaryDirectory { folder in
      let result = run(arguments, in: folder)

      #expect(result.status == .usage)
      #expect(result.errors.hasPrefix("coverage-gate: \(message)"))
      #expect(result.errors.filter { $0 == "\n" }.count == 1)
    }
  }

  @Test func inputErrorsNameTheFileAndExitWithTwo() throws {
    try withTemporaryDirectory { folder in
      try Data("{\"data\": [".utf8).write(to: folder.appendingPathComponent("cut.json"))

      let cut = run(["cut.json"], in: folder)
      let missing = run(["missing.json"], in: folder)

      #expect(cut.status == .usage)
      #expect(
        cut.errors.hasPrefix(
          "coverage-gate: \(folder.path)/cut.json:1:11: not a valid llvm-cov JSON export"))
      #expect(missing.status == .usage)
      #expect(
        missing.errors
          == "coverage-gate: cannot read \(folder.path)/missing.json: No such file or directory\n")
    }
  }

  @Test func aFolderOrADeviceGivenAsAnInputSaysWhatItIs() throws {
    try withTemporaryDirectory { folder in
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("reports"), withIntermediateDirectories: true)

      let device = run(["/dev/null"], in: folder)
      let export = run(["reports"], in: folder)
      let config = run(["/dev/null", "--config", "reports"], in: folder)

      #expect(
        device.errors == "coverage-gate: /dev/null is empty; expected an llvm-cov JSON export\n")
      #expect(
        export.errors
          == "coverage-gate: cannot read \(folder.path)/reports: it is a folder; expected an llvm-cov JSON export file\n"
      )
      #expect(
        config.errors
          == "coverage-gate: cannot read \(folder.path)/reports: it is a folder, not a file\n")
      #expect([device, export, config].allSatisfy { $0.status == .usage })
      #expect(![device, export, config].contains { $0.errors.contains("NSCocoaErrorDomain") })
    }
  }

  @Test(arguments: [
    (
      "{\n  \"total\": {\"lines\": 80},\n}\n",
      "line 2, column 25: a comma before '}', which JSON does not allow"
    ),
    (
      "{\n  \"total\": {\"lines\": 80}\n  \"diff\": {}\n}",
      "line 3, column 3: expected ',' or '}' in an object, found '\"'"
    ),
    (
      "{\"total\": {\"lines\": 8.}}",
      "line 1, column 21: a number JSON does not allow (write 8 or 8.0, never 8. or 08)"
    ),
  ])
  func aConfigurationThatIsNotJSONNamesTheLineAndColumn(text: String, message: String) throws {
    try withTemporaryDirectory { folder in
      try install(in: folder)
      try Data(text.utf8).write(to: folder.appendingPathComponent("gate.json"))

      let result = run(["sample-export.json", "--config", "gate.json"], in: folder)

      #expect(result.status == .usage)
      #expect(
        result.errors
          == "coverage-gate: configuration \(folder.path)/gate.json: not valid JSON at \(message)\n"
      )
    }
  }

  /// An export made on another machine (a macOS runner, a container) names folders that
  /// are not here: `--root` names the export's folder and `--sources` where the files are,
  /// or `--map` moves it; the figures are those of the same export made here.
  @Test func anExportFromAnotherMachineIsGatedByItsFolderOrAMap() throws {
    try withTemporaryDirectory { folder in
      try install(in: folder)
      let elsewhere = try Fixtures.text("sample-export.json").replacingOccurrences(
        of: "/project/", with: "/Users/runner/work/sample/sample/")
      try Data(elsewhere.utf8).write(to: folder.appendingPathComponent("macos.json"))
      let here = run(["sample-export.json", "--format", "json"], in: folder)

      let byRoot = run(
        [
          "macos.json", "--root", "/Users/runner/work/sample/sample", "--sources", ".", "--format",
          "json",
        ],
        in: folder)
      let byMap = run(
        ["macos.json", "--map", "/Users/runner/work/sample/sample=.", "--format", "json"],
        in: folder)
      let notThere = run(["macos.json"], in: folder)

      #expect(byRoot.status == .success && byMap.status == .success, "\(byRoot.errors)")
      #expect(byRoot.output == here.output)
      #expect(byMap.output == here.output)
      #expect(notThere.status == .usage, "no file of the export is under the current folder")
    }
  }

  /// A Linux and a macOS export of one package merge once mapped, with the totals of each
  /// alone; two packages' exports are refused in one line naming both folders.
  @Test func exportsFromTwoFoldersMergeOnlyWhenMapped() throws {
    try withTemporaryDirectory { folder in
      try install(in: folder)
      let macOS = try Fixtures.text("sample-export.json").replacingOccurrences(
        of: "/project/", with: "/Users/runner/work/sample/sample/")
      try Data(macOS.utf8).write(to: folder.appendingPathComponent("macos.json"))
      let other = try Fixtures.text("sample-export.json").replacingOccurrences(
        of: "/project/", with: "/builds/another-package/")
      try Data(other.utf8).write(to: folder.appendingPathComponent("other.json"))
      let alone = run(["sample-export.json", "--format", "outputs"], in: folder)

      let mapped = run(
        [
          "sample-export.json", "macos.json", "--map", "/Users/runner/work/sample/sample=.",
          "--format", "outputs",
        ], in: folder)
      let unmapped = run(["sample-export.json", "macos.json"], in: folder)
      let twoPackages = run(["sample-export.json", "other.json"], in: folder)
      let merge = run(["merge", "sample-export.json", "other.json", "-o", "m.json"], in: folder)

      #expect(mapped.status == .success, "\(mapped.errors)")
      #expect(mapped.output == alone.output)
      #expect(unmapped.status == .usage)
      #expect(
        twoPackages.errors
          == "coverage-gate: cannot merge the exports: sample-export.json comes from the package in \(folder.path)/ and other.json from /builds/another-package/; map one folder onto the other with --map FROM=TO, or give --root to gate one package\n"
      )
      #expect(merge.status == .usage && merge.errors.contains("/builds/another-package/"))
      #expect(
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent("m.json").path))
    }
  }

  /// A source edited in the second the export was written, or any time, is told by its
  /// content: the export counts lines past the file's end. Its time says nothing.
  @Test func aStaleSourceIsFoundByItsLinesNotItsTime() throws {
    try withTemporaryDirectory { folder in
      try install(in: folder)
      let source = folder.appendingPathComponent("Sources/Shapes/Drawing.swift")
      try FileManager.default.createDirectory(
        at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(String(repeating: "// line\n", count: 40).utf8).write(to: source)
      let export = folder.appendingPathComponent("sample-export.json")
      let written = try #require(
        try FileManager.default.attributesOfItem(atPath: export.path)[.modificationDate] as? Date)
      try FileManager.default.setAttributes([.modificationDate: written], ofItemAtPath: source.path)

      let stale = run(["sample-export.json"], in: folder)
      try Data(String(repeating: "// line\n", count: 80).utf8).write(to: source)
      let fresh = run(["sample-export.json"], in: folder)

      #expect(
        stale.errors
          == "coverage-gate: warning: 1 source is not what the export counted (Sources/Shapes/Drawing.swift: the export counts line 65, the file has 40); the figures are of other code: run the tests again\n"
      )
      #expect(fresh.errors.isEmpty)
    }
  }

  @Test func noSelectedFilesIsAnInputError() throws {
    try withTemporaryDirectory { folder in
      try install(in: folder)

      let elsewhere = folder.appendingPathComponent("elsewhere")
      try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)

      let result = run(["sample-export.json", "--root", "elsewhere"], in: folder)
      let noRoot = run(["sample-export.json", "--root", "/no/such/root"], in: folder)

      #expect(result.status == .usage)
      #expect(
        result.errors.contains("none of the export's 7 files is a source under \(elsewhere.path)"))
      #expect(noRoot.status == .usage)
      #expect(
        noRoot.errors
          == "coverage-gate: package root /no/such/root is not a folder here, nor the folder of a file of the export: pass --root DIR, the folder with Package.swift (or the folder the export was made in, with --sources DIR)\n"
      )
    }
  }

  @Test func helpAndVersion() throws {
    try withTemporaryDirectory { folder in
      let help = run(["--help"], in: folder).output
      #expect(help.hasPrefix("Usage: coverage-gate [EXPORT.json ...]"))
      #expect(run(["run", "--help"], in: folder).output.hasPrefix("Usage: coverage-gate run"))
      #expect(run(["merge", "--help"], in: folder).output.hasPrefix("Usage: coverage-gate merge"))
      for command in [[], ["run"], ["merge"], ["comment"]] {
        let text = run(command + ["--help"], in: folder).output
        #expect(HelpText.wideLines(in: text).isEmpty, "coverage-gate \(command) --help")
      }
      #expect(
        run(["--version"], in: folder).output == "coverage-gate \(ToolVersion.current) (TDDKit)\n")
    }
  }

  @Test func diffBaseMeasuresChangedLinesWithGit() throws {
    try withTemporaryDirectory { folder in
      let sources = folder.appendingPathComponent("Sources/Shapes")
      try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
      let sample = Fixtures.url("Sample/Sources/Shapes/Drawing.swift")
      let original = try String(contentsOf: sample, encoding: .utf8)
      let drawing = sources.appendingPathComponent("Drawing.swift")
      try Data(original.utf8).write(to: drawing)
      try install(in: folder)
      for command in [
        ["init", "-q", "-b", "main"], ["add", "."],
        ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base"],
      ] {
        #expect(try Subprocess.run(["git"] + command, in: folder).succeeded)
      }
      let changed = original.replacingOccurrences(of: "shapes.removeAll()", with: "shapes = []")
      try Data(changed.utf8).write(to: drawing)

      let result = run(
        [
          "sample-export.json", "--diff-base", "main", "--min-diff-lines", "50", "--format", "json",
          "--format", "github",
        ],
        in: folder)

      #expect(result.status == .failure)
      #expect(result.output.contains(#""scope": "diff""#))
      #expect(result.output.contains("::warning file=Sources/Shapes/Drawing.swift,line="))
    }
  }
}
