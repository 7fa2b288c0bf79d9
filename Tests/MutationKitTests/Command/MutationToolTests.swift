import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import MutationKit

/// `coverage-gate mutate` on a small package, for real: the schema builds once, a site the
/// compiler refuses is built alone, uncovered lines are not tried, and the package itself is
/// never written to.
@Suite(.timeLimit(.minutes(10))) struct MutationToolTests {
  /// A shop whose tests check the shipping boundary but not the free-delivery one.
  static let files = [
    "Package.swift": """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "Shop",
      targets: [
        .target(name: "Shop"),
        .testTarget(name: "ShopTests", dependencies: ["Shop"]),
      ]
    )

    """,
    "Sources/Shop/Price.swift": """
    public func shipping(forTotal total: Int) -> Int {
      if total >= 40 {
        return 0
      }
      return 5
    }

    @inlinable
    public func isFree(_ total: Int) -> Bool {
      return total > 100
    }

    public func label(_ name: String) -> String {
      return name + "!"
    }

    public func unused(_ value: Int) -> Int {
      return value * 2
    }

    """,
    "Tests/ShopTests/ShopTests.swift": """
    import XCTest
    @testable import Shop

    final class ShopTests: XCTestCase {
      func testShippingIsFreeFromForty() {
        XCTAssertEqual(shipping(forTotal: 40), 0)
        XCTAssertEqual(shipping(forTotal: 39), 5)
      }

      func testFreeAboveAHundred() {
        XCTAssertTrue(isFree(150))
        XCTAssertFalse(isFree(10))
      }

    }

    final class LabelTests: XCTestCase {
      func testLabel() {
        XCTAssertEqual(label("tea"), "tea!")
      }
    }

    """,
  ]

  func run(_ arguments: [String], in folder: URL) -> (
    status: ExitCode, output: String, errors: String
  ) {
    let recording = ConsoleRecording()
    let status = MutationTool(currentDirectory: folder, console: recording.console()).run(arguments)
    return (status, recording.output, recording.errors)
  }

  /// An `--output` a report cannot be written to is refused before any build, not after
  /// every mutant was tried.
  @Test func aWrongOutputIsRefusedBeforeAnyBuild() throws {
    try withTemporaryDirectory { folder in
      #expect(mkfifo(folder.appendingPathComponent("fifo").path, 0o600) == 0)

      let result = run(["--output", "json=fifo", "--output", "html=fifo"], in: folder)

      #expect(result.status == .usage)
      #expect(result.errors.contains("it is a FIFO, not a regular file"), "\(result.errors)")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".build").path))
    }
  }

  /// Every file under `folder` but `.build`, with its contents and modification time.
  func snapshot(of folder: URL) -> [String: String] {
    var files: [String: String] = [:]
    for path in FileManager.default.subpaths(atPath: folder.path) ?? []
    where !path.hasPrefix(".build") {
      let url = folder.appendingPathComponent(path)
      let date =
        (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?
        .contentModificationDate?.timeIntervalSince1970 ?? 0
      files[path] = "\(date) \((try? String(contentsOf: url, encoding: .utf8)) ?? "folder")"
    }
    return files
  }

  @Test func aSmallPackageIsMutatedInOneBuildAndItsTreeStaysAsItWas() throws {
    try withTemporaryDirectory { folder in
      try write(Self.files, in: folder)
      try write(
        [
          ".coverage-gate.json": """
          {"mutation": {"equivalent": [
            {"mutant": "Sources/Shop/Price.swift:10: 100 → 99", "reason": "no test price is 100"}
          ]}}
          """
        ], in: folder)
      let before = snapshot(of: folder)

      let result = run(
        [
          "--min-score", "90", "--output", "json=report.json", "--output", "markdown=report.md",
          "--format", "table", "--filter", #"^ShopTests\."#, "--incremental", ".build/results.json",
          "--output", "html=.build/report",
        ], in: folder)

      #expect(result.status == .failure, "\(result.output)\(result.errors)")
      #expect(
        result.output.contains("Score: 81.82% (9 of 11 mutants the tests ran against were caught)"))
      #expect(
        result.output.contains(
          """
          Survivors (a behaviour no test checks, or a change that changes nothing):
            Sources/Shop/Price.swift:10:16: > → >=
            Sources/Shop/Price.swift:10:18: 100 → 101

          """))
      #expect(
        result.output.contains("  not covered 4\n") && result.output.contains("  not built   1\n")
          && result.output.contains("  equivalent  1\n"))
      #expect(result.errors.contains("the mutation score 81.82% is below --min-score 90.0%"))
      let report = try #require(
        try JSONSerialization.jsonObject(
          with: Data(contentsOf: folder.appendingPathComponent("report.json"))) as? [String: Any])
      let mutants = try #require(report["mutants"] as? [[String: Any]])
      let inlinable = mutants.filter { $0["line"] as? Int == 10 }
      #expect(inlinable.count == 4)
      #expect(
        inlinable.allSatisfy { $0["inSchema"] as? Bool == true },
        "an @inlinable function's mutants are in the one build")
      let covering = Dictionary(
        mutants.compactMap { mutant in
          (mutant["coveredBy"] as? [String]).map { ("\(mutant["line"] ?? 0)", $0) }
        }
      ) { first, _ in first }
      let shop = ["ShopTests.ShopTests"]
      #expect(
        covering == [
          "2": shop, "3": shop, "5": shop, "10": shop, "18": [],
        ], "each mutant is tried against the test classes that reach it alone")
      #expect(
        mutants.contains {
          $0["outcome"] as? String == "equivalent"
            && $0["reason"] as? String == "no test price is 100"
        })
      #expect(
        mutants.contains { $0["label"] as? String == "Sources/Shop/Price.swift:10:16: > → >=" },
        "each mutant has the label an equivalent entry names it by")
      let page = try String(
        contentsOf: folder.appendingPathComponent(".build/report/index.html"), encoding: .utf8)
      #expect(page.contains("<h2>Survivors (2)</h2>"))
      let markdown = try String(
        contentsOf: folder.appendingPathComponent("report.md"), encoding: .utf8)
      #expect(
        markdown.contains("| `Sources/Shop/Price.swift:10:16`: `>` → `>=` | relational-boundary |"))
      var after = snapshot(of: folder)
      after["report.json"] = nil
      after["report.md"] = nil
      #expect(after == before, "the package is only read")
      #expect(report["score"] as? Double ?? 0 > 81.8)

      let kept = run(
        ["--incremental", ".build/results.json", "--filter", #"^ShopTests\."#], in: folder)
      #expect(
        kept.output.contains("0 builds, ")
          && kept.output.contains("; 16 outcomes kept from the last run)"), "\(kept.output)")
      #expect(kept.output.contains("Score: 81.82%"))

      let again = run(["--min-score", "70", "--format", "github", "--diff", "HEAD"], in: folder)
      #expect(again.status == .usage)
      #expect(
        again.errors.hasPrefix(
          "coverage-gate: warning: --diff is now --diff-base; the old name goes in the next release\ncoverage-gate: cannot find the changed lines: "
        ), "the former spelling still works for one release, and says so")
    }
  }

  /// The slower strategies judge as the schema does: the boundary at 40 is tested, the one at
  /// 100 is not.
  func checkStrategy(_ strategy: String) throws {
    try withTemporaryDirectory { folder in
      try write(Self.files, in: folder)

      let result = run(
        ["--strategy", strategy, "--operators", "relational-boundary", "--format", "json"],
        in: folder)

      let report = try #require(
        try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
      let outcomes = (report["mutants"] as? [[String: Any]] ?? []).map {
        "\($0["line"] ?? "") \($0["outcome"] ?? "")"
      }
      #expect(outcomes == ["2 killed", "10 survived"], "\(result.errors)")
      #expect(result.errors.contains("Building 2 mutants one by one"))
    }
  }

  @Test func oneBuildPerMutantJudgesAsTheSchemaDoes() throws {
    try checkStrategy("each-build")
  }

  @Test(.slow("runs swift build and swift test for each of two mutants (a minute)"))
  func swiftTestPerMutantJudgesAsTheSchemaDoes() throws {
    try checkStrategy("swift-test")
  }

  /// A mutant whose tests take longer than the limit side by side is tried again alone with
  /// three times the limit before it counts: here its test sleeps 1.5 s under a limit of 1 s,
  /// so the first try times out and the second judges it (a survivor: no test checks the
  /// value), where a timeout would have counted it as caught.
  @Test func aMutantThatTimesOutIsTriedAgainWithALongerLimitBeforeItCounts() throws {
    try withTemporaryDirectory { folder in
      try write(
        [
          "Package.swift": """
          // swift-tools-version: 6.0
          import PackageDescription

          let package = Package(
            name: "Nap",
            targets: [.target(name: "Nap"), .testTarget(name: "NapTests", dependencies: ["Nap"])]
          )

          """,
          "Sources/Nap/Nap.swift": "public func naps() -> Int {\n  return 0\n}\n",
          "Tests/NapTests/NapTests.swift": """
          import Foundation
          import Nap
          import XCTest

          final class NapTests: XCTestCase {
            func testNaps() {
              Thread.sleep(forTimeInterval: Double(naps()) * 1.5)
              XCTAssertGreaterThanOrEqual(naps(), 0)
            }
          }

          """,
        ], in: folder)

      let result = run(
        ["--timeout", "1", "--operators", "integer-constant", "--format", "json"], in: folder)

      let report = try #require(
        try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any],
        "\(result.errors)")
      let outcomes = (report["mutants"] as? [[String: Any]] ?? []).map {
        "\($0["line"] ?? "") \($0["outcome"] ?? "")"
      }
      #expect(outcomes == ["2 survived"], "\(result.errors)")
      #expect(report["retried"] as? Int == 1, "\(report)")
      #expect(result.errors.contains("Trying again, alone, with 3 times the time: 1 mutant"))
    }
  }

  @Test func listingNamesEveryMutantAndBuildsNothing() throws {
    try withTemporaryDirectory { folder in
      try write(Self.files, in: folder)

      let listed = run(["list", "--operators", "relational-boundary,default-return"], in: folder)

      #expect(listed.status == .success)
      #expect(
        listed.output == """
          Sources/Shop/Price.swift:2:12: >= → > (relational-boundary)
          Sources/Shop/Price.swift:5:3: return 5 → return 0 (default-return)
          Sources/Shop/Price.swift:10:3: return total > 100 → return false (default-return)
          Sources/Shop/Price.swift:10:16: > → >= (relational-boundary)
          Sources/Shop/Price.swift:14:3: return name + "!" → return "" (default-return)
          Sources/Shop/Price.swift:18:3: return value * 2 → return 0 (default-return)
          6 mutants

          """)
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".build").path))
    }
  }

  @Test(arguments: [
    (["--min-score", "120"], "invalid --min-score '120': expected a percentage from 0 to 100"),
    (
      ["--operators", "swap"],
      "invalid --operators 'swap': expected a comma-separated list of: relational-boundary"
    ),
    (["--jobs", "0"], "invalid --jobs '0': expected a whole number, 1 or more"),
    (["--shard", "5/4"], "invalid --shard '5/4': expected K/N, the K-th of N shards (1 ≤ K ≤ N)"),
    (
      ["--format", "xml"],
      "invalid --format 'xml': expected table, json, markdown, github, outputs, mutation-json or html"
    ),
    (["--output", "json"], "invalid --output 'json': expected FORMAT=PATH"),
    (["--filter", "("], "invalid --filter '(': expected a regular expression"),
    (["--strategy", "fast"], "invalid --strategy 'fast': expected schema, each-build or"),
    (["extra"], "unexpected argument 'extra'"),
    (
      ["--diff-base", "main", "--incremental", "r.json"],
      "invalid --diff-base 'main': expected no --incremental beside it"
    ),
  ])
  func badOptionsAreRefusedInOneLine(arguments: [String], message: String) throws {
    try withTemporaryDirectory { folder in
      try write(Self.files, in: folder)

      let result = run(arguments, in: folder)

      #expect(result.status == .usage)
      #expect(result.errors.hasPrefix("coverage-gate: \(message)"), "\(result.errors)")
      #expect(result.errors.hasSuffix("(see 'coverage-gate help mutate')\n"))
    }
  }

  @Test func aDiffMutatesOnlyTheChangedLinesAndNoneBuildsNothing() throws {
    try withTemporaryDirectory { folder in
      try write(Self.files, in: folder)
      for command in [
        ["init", "-q", "-b", "main"], ["add", "."],
        ["-c", "user.name=t", "-c", "user.email=t@t.invalid", "commit", "-qm", "base"],
      ] {
        #expect(try Subprocess.run(["git"] + command, in: folder).succeeded)
      }
      let tests = folder.appendingPathComponent("Tests/ShopTests/ShopTests.swift")
      try Data((try String(contentsOf: tests, encoding: .utf8) + "// more\n").utf8).write(to: tests)

      let nothing = run(["--diff-base", "main", "--min-score", "90"], in: folder)

      #expect(nothing.status == .success, "\(nothing.errors)")
      #expect(
        nothing.output
          == "Mutation testing: no mutant in the lines selected: no source line changed,"
          + " none has anything to mutate, or they are in #if branches a build here does not"
          + " compile.\n")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".build").path))

      let price = folder.appendingPathComponent("Sources/Shop/Price.swift")
      let changed = try String(contentsOf: price, encoding: .utf8)
        .replacingOccurrences(of: "return 5", with: "return 6")
      try Data(changed.utf8).write(to: price)

      let listed = run(["list", "--diff-base", "main"], in: folder)

      #expect(listed.status == .success, "\(listed.errors)")
      #expect(
        listed.output == """
          Sources/Shop/Price.swift:5:3: return 6 → return 0 (default-return)
          Sources/Shop/Price.swift:5:10: 6 → 7 (integer-constant)
          Sources/Shop/Price.swift:5:10: 6 → 5 (integer-constant)
          3 mutants

          """)
    }
  }

  @Test(.slow("builds the small package's mutant schema (twenty seconds)"))
  func aRunStoppedWithControlCLeavesThePackageAsItWas() throws {
    try withTemporaryDirectory { folder in
      try write(Self.files, in: folder)
      let before = snapshot(of: folder)
      let gate = try BuiltTool.url("coverage-gate")
      // Once the mutants are being tried.
      let stopped = try ControlC.stop(
        #""$0" mutate --jobs 1 --output json=.build/stopped.json --incremental .build/kept.json 2> progress.txt"#,
        tool: gate, when: "grep -q '^Trying' progress.txt", in: folder, mergingErrors: true)

      let progress = try String(
        contentsOf: folder.appendingPathComponent("progress.txt"), encoding: .utf8)
      #expect(progress.contains("Trying"), "\(progress)")
      #expect(stopped.status == 130, "stopped by the interrupt: \(stopped.output)")
      #expect(progress.contains("coverage-gate: stopped after "), "what was done is reported")
      let report = try ReportDocument.report(
        from: Data(contentsOf: folder.appendingPathComponent(".build/stopped.json")), path: "")
      #expect((report.planned ?? 0) > report.entries.count, "the report says it was stopped")
      #expect(
        try String(contentsOf: folder.appendingPathComponent(".build/kept.json"), encoding: .utf8)
          .contains("\"partial\" : true"))
      // Each test run leads a process group of its own, which Ctrl-C does not reach: the
      // gate stops them before it exits, so nothing of the copy runs on.
      var left = ""
      for _ in 0..<20 {
        left = (try? Subprocess.run(["pgrep", "-f", folder.path]))?.output ?? ""
        if left.isEmpty { break }
        Thread.sleep(forTimeInterval: 0.1)
      }
      #expect(left.isEmpty, "processes of the copy still run: \(left)")
      var after = snapshot(of: folder)
      after["progress.txt"] = nil
      #expect(after == before, "the package is only read, even by a run stopped half way")
      #expect(run(["list"], in: folder).status == .success)
    }
  }

  /// What an interrupt leaves, without a build: the table says truthfully how far the run
  /// got, and the reports and the incremental file of the mutants tried are written,
  /// marked as stopped; stopped before any mutant was tried, the reports are written empty
  /// and marked as stopped, and the incremental file is left as it was.
  @Test func anInterruptedRunWritesWhatItFoundMarkedAsStopped() throws {
    try withTemporaryDirectory { folder in
      try write(Self.files, in: folder)
      let recording = ConsoleRecording()
      let board = ProgressBoard(write: { _ in }, verbose: false, interval: 10, now: Date.init)
      var options = MutationOptions(root: folder)
      options.incremental = folder.appendingPathComponent(".build/kept.json")
      let json = folder.appendingPathComponent("out/report.json")

      let html = folder.appendingPathComponent("out/html")
      board.note("Building the package copy")
      StoppedRun(board: board, options: options, outputs: [(.json, json), (.html, html)])
        .report(to: recording.console())
      let early = recording.errors
      let empty = try ReportDocument.report(from: Data(contentsOf: json), path: json.path)
      let emptyJSON =
        try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
      #expect(emptyJSON?["score"] == nil, "nothing judged, so no score, never 100 %")
      #expect(emptyJSON?["stopped"] as? Bool == true)
      let emptyPage = try String(
        contentsOf: html.appendingPathComponent("index.html"), encoding: .utf8)
      #expect(empty.entries.isEmpty && empty.planned == 0 && empty.isStopped)
      #expect(emptyPage.contains("Stopped before any mutant was tried"), "\(emptyPage)")
      #expect(emptyPage.contains("<title>Mutation testing, stopped before any mutant was tried"))
      #expect(!emptyPage.contains("caught every mutant"), "nothing was tried, so nothing caught")
      #expect(!FileManager.default.fileExists(atPath: options.incremental?.path ?? ""))
      let mutants = try MutantSelection(options: options).mutants()
      // One mutant no test reaches, decided without a trial, and the others to try.
      board.settled([MutationReport.Entry(mutant: mutants[2], outcome: .notCovered)])
      board.willTry(mutants.count - 1)
      board.tried(MutationReport.Entry(mutant: mutants[0], outcome: .killed, coveredBy: ["A"]))
      board.tried(MutationReport.Entry(mutant: mutants[1], outcome: .survived))
      StoppedRun(board: board, options: options, outputs: [(.json, json), (.html, html)])
        .report(to: recording.console())

      #expect(
        early.contains("stopped before any mutant was tried (while: Building the package copy)"))
      #expect(early.contains("The reports, empty and marked as stopped, are in"), "\(early)")
      #expect(early.contains("the incremental file is as it was"), "\(early)")
      #expect(
        recording.errors.contains("coverage-gate: stopped after 3 of \(mutants.count) mutants"))
      #expect(
        recording.errors.contains("Mutation testing, stopped: 3 of \(mutants.count) mutants tried"))
      let report = try ReportDocument.report(from: Data(contentsOf: json), path: json.path)
      #expect(report.entries.count == 3 && report.planned == mutants.count)
      #expect(
        report.entries.contains { $0.outcome == .notCovered }
          && report.entries.contains {
            $0.coveredBy == ["A"]
          }, "a stopped report keeps what the run decided without a trial, and coveredBy")
      let document = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
      #expect(document["stopped"] as? Bool == true && document["tried"] as? Int == 3)
      let page = try String(contentsOf: html.appendingPathComponent("index.html"), encoding: .utf8)
      #expect(page.contains("<title>Mutation testing, stopped:"), "\(page)")
      #expect(page.contains("Stopped after 3 of \(mutants.count) mutants"), "\(page)")
      #expect(
        recording.errors.contains("\(mutants.count - 3) never tried"), "\(recording.errors)")
      let file = try #require(options.incremental)
      let kept = try #require(IncrementalResults.read(from: file).results)
      #expect(kept.partial == true && kept.mutants.count == 2)
    }
  }

  @Test func helpFitsATerminalAndNamesEveryOperator() throws {
    let help = run(["--help"], in: FileManager.default.temporaryDirectory)

    #expect(help.status == .success)
    #expect(HelpText.wideLines(in: help.output).isEmpty)
    let words = help.output.split { !$0.isLetter && $0 != "-" }.map(String.init)
    for mutationOperator in MutationOperator.allCases {
      #expect(words.contains(mutationOperator.rawValue), "\(mutationOperator)")
    }
  }

  @Test(arguments: [
    (MutationError.noPackage(path: "/p"), "/p is not a Swift package (no Package.swift there)"),
    (.cannotCopy(path: "/p", reason: "full"), "cannot copy the package for mutating: /p: full"),
    (.doesNotBuild(reason: "e"), "the package does not build before mutating: e"),
    (
      .testsFail(reason: "t"),
      "the tests fail before any mutant is put in, so no mutant can be judged: t"
    ),
    (.noTestBinary(path: "/b"), "no test binary was built in /b"),
    (.noCoverage(reason: "r"), "cannot read which lines the tests run: r"),
    (.unwritable(path: "/o", reason: "denied"), "cannot write /o: denied"),
    (.git(message: "m"), "cannot find the changed lines: m"),
    (.configuration(path: "/c.json", reason: "bad"), "configuration /c.json: bad"),
    (
      .staleBuild(files: ["Sources/A/A.swift"]),
      "the builds of the package copy kept an earlier version of Sources/A/A.swift, so its "
        + "mutants cannot be judged; delete the copy (.build/mutation) and run again"
    ),
  ])
  func everyErrorIsOneLineNamingTheInput(error: MutationError, line: String) {
    #expect("\(error)" == line)
  }

  @Test func aFolderWithoutAPackageIsNamed() throws {
    try withTemporaryDirectory { folder in
      let result = run(["list"], in: folder)

      #expect(result.status == .usage)
      #expect(
        result.errors
          == "coverage-gate: \(folder.path) is not a Swift package (no Package.swift there)\n")
    }
  }
}

/// Inputs that would make a run try nothing are refused in one line, before anything is
/// copied or built.
@Suite struct MutationInputTests {
  @Test(arguments: [
    (
      ["--include", "Nope/**"], "no Swift file of", "matches Nope/**, so there is nothing to mutate"
    ),
    (
      ["--coverage", "missing.json"], "invalid --coverage 'missing.json'",
      "an llvm-cov JSON export that exists"
    ),
  ])
  func anInputThatMatchesNothingIsRefusedBeforeAnyBuild(
    arguments: [String], start: String, end: String
  ) throws {
    try withTemporaryDirectory { folder in
      try write(MutationToolTests.files, in: folder)

      let result = MutationToolTests().run(arguments, in: folder)

      #expect(result.status == .usage)
      #expect(result.errors.contains(start) && result.errors.contains(end), "\(result.errors)")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".build").path))
    }
  }

  /// `--list` names the lines it left alone in `#if` branches this build does not compile,
  /// as a run does, so no one takes them for tested.
  @Test func theListNamesTheLinesLeftInInactiveBranches() throws {
    try withTemporaryDirectory { folder in
      try write(MutationToolTests.files, in: folder)
      try write(
        [
          "Sources/Shop/Elsewhere.swift": """
          #if os(Windows)
            let limit = 1 + 2
            let other = limit < 3
          #endif
          """
        ], in: folder)

      let result = MutationToolTests().run(["list"], in: folder)

      #expect(result.status == .success, "\(result.errors)")
      #expect(
        result.errors.contains(
          "Sources/Shop/Elsewhere.swift: 2 lines in #if branches a build here does not compile, so not mutated"
        ), "\(result.errors)")
      #expect(!result.output.contains("Elsewhere.swift"))
    }
  }

  @Test func aStaleEquivalentEntryIsRefusedUnderADiffToo() throws {
    try withTemporaryDirectory { folder in
      try write(MutationToolTests.files, in: folder)
      try write(
        [
          ".coverage-gate.json": """
          {"mutation": {"equivalent": [{"mutant": "Sources/Shop/Gone.swift:1: < → <=", "reason": "old"}]}}
          """
        ], in: folder)

      let result = MutationToolTests().run(["list", "--diff-base", "main"], in: folder)

      #expect(result.status == .usage)
      #expect(
        result.errors.hasPrefix(
          "coverage-gate: the configuration lists Sources/Shop/Gone.swift:1: < → <= as an equivalent mutant, but there is no such mutant"
        ), "\(result.errors)")
      let elsewhere = MutationToolTests().run(
        ["--list", "--include", "Sources/Shop/Price.swift"], in: folder)
      #expect(
        elsewhere.status == .success, "an entry for a file the run does not select is not stale")
      #expect(elsewhere.errors.contains("--list is now"), "the former flag says its new spelling")
    }
  }
}
