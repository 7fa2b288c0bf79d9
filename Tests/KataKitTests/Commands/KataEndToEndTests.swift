import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// Drives a real workspace with the real `swift test`: start, a wrong then a right solution,
/// next, status; and a test-first step judged for real.
@Suite struct KataEndToEndTests {
  /// A `kata` working in `folder` on the repository's katas, and what it prints.
  func makeTool(in folder: URL) -> (KataTool, ConsoleRecording) {
    let katas = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Katas").standardizedFileURL
    let recording = ConsoleRecording()
    let tool = KataTool(
      currentDirectory: folder, environment: ["KATA_PATH": katas.path],
      console: recording.console(),
      watchControl: WatchControl(interval: 0, pause: { _ in }, shouldStop: { true }))
    return (tool, recording)
  }

  /// With each engine: the direct one by default, and `swift test` itself.
  @Test(arguments: BuildEngine.allCases)
  func aLearnerGoesRedThenGreenThenOn(engine: BuildEngine) throws {
    try withTemporaryDirectory { folder in
      let (tool, recording) = makeTool(in: folder)
      let source = folder.appendingPathComponent(
        "kata-workspace/first-tests/Sources/ToDo/Headline.swift")

      #expect(tool.run(["start", "first-tests"]) == .success)
      try Data("func makeHeadline(_ string: String) -> String { string }\n".utf8).write(to: source)
      #expect(tool.run(["test", "--engine", engine.rawValue]) == .failure)
      try Data(
        "func makeHeadline(_ string: String) -> String { \"This Is A Test Headline\" }\n".utf8
      )
      .write(to: source)
      #expect(tool.run(["test", "--engine", engine.rawValue]) == .success)
      #expect(tool.run(["next"]) == .success)
      #expect(tool.run(["status"]) == .success)

      let output = recording.output
      #expect(output.contains("[RED]  step 1 of 6, Capitalise a headline: 1 of 1 test failed"))
      #expect(
        output.contains(
          #"XCTAssertEqual failed: ("this is A test headline") is not equal to ("This Is A Test Headline")"#
        ))
      #expect(output.contains("[GREEN]  step 1 of 6, Capitalise a headline: 1 test passed"))
      #expect(output.contains("Step 2 of 6: A second example forces the real thing (red)"))
      #expect(output.contains("  1 ✓ Capitalise a headline  R G"))
      #expect(recording.errors.isEmpty)
    }
  }

  /// Test-first on `data-model` step 10, with each engine: the step's own tests, written by
  /// the learner, are valid, fail first and catch all three chaffs and the step's mutant
  /// (built with the direct engine in packages sharing one compile of the tests, or with
  /// SwiftPM together in one package); code from the step before is amber on the learner's
  /// side.
  @Test(
    .slow("builds the judge's packages for the first time (a minute)"),
    arguments: BuildEngine.allCases)
  func aTestFirstStepIsJudgedForReal(engine: BuildEngine) throws {
    try withTemporaryDirectory { folder in
      let (tool, recording) = makeTool(in: folder)
      #expect(tool.run(["start", "data-model", "--test-first"]) == .success)
      let root = folder.appendingPathComponent("kata-workspace/data-model")
      var workspace = try Workspace.open(at: root)
      workspace.state.stepIndex = 9
      try workspace.save()
      let kata = workspace.kata
      for (path, data) in kata.files(under: "Tests", atStep: 9).merging(
        kata.files(under: "Sources", atStep: 9), uniquingKeysWith: { $1 })
      {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
      }

      #expect(tool.run(["test", "--engine", engine.rawValue]) == .success)
      let before = kata.files(under: "Sources", atStep: 8)["Sources/ToDo/ItemManager.swift"]
      try #require(before).write(
        to: root.appendingPathComponent("Sources/ToDo/ItemManager.swift"))
      #expect(tool.run(["test", "--engine", engine.rawValue]) == .failure)

      let output = recording.output
      #expect(
        output.contains(
          "tests: valid · amber on step 9 · caught 4/4 chaffs\n  (amber on the code before this step, as a test written first must be; the chaffs are wrong solutions your tests told apart from the right one)\n[GREEN]"
        ))
      #expect(output.contains("coverage: 100% of the lines of Sources/ToDo"))
      #expect(
        output.contains(
          "[AMBER]  step 10 of 24, The added item comes back: does not compile\n  Tests/ToDoTests/ItemManagerTests.swift:"
        ))
      #expect(output.contains("has no member 'item'"))
      #if os(Linux)
        let built = engine == .direct ? "shared-tests" : "together/Package.swift"
        #expect(
          FileManager.default.fileExists(
            atPath: root.appendingPathComponent(".kata/builds/\(built)").path))
        #expect(
          Journal(url: root.appendingPathComponent(".kata/journal.jsonl")).entries()
            .compactMap(\.engine) == [engine, engine])
      #endif
    }
  }

  /// data-model step 16 in test-first mode, built for real with the direct engine: a test
  /// that asserts nothing and a test that misses a chaff both leave the step red, `kata
  /// next` refuses each with what is missing, `--anyway` moves on and the journal and
  /// `kata status` keep what the step lacked; `kata step 16` shows the API so far.
  @Test func testFirstRefusesTestsThatCheckNothingOrMissAChaff() throws {
    try withTemporaryDirectory { folder in
      let (tool, recording) = makeTool(in: folder)
      #expect(tool.run(["start", "data-model", "--test-first", "--from", "16"]) == .success)
      func write(_ body: String) throws {
        try writeTests(
          """
          final class DifferentTitlesTests: XCTestCase {
            func test_equatable_whenTitlesDiffer_isNotEqual() {
              \(body)
            }
          }
          """, to: "data-model/Tests/ToDoTests/DifferentTitlesTests.swift", in: folder)
      }

      try write(#"_ = ToDoItem(title: "Foo") == ToDoItem(title: "Bar")"#)
      let checksNothing = tool.run(["test"])
      let refusedFirst = tool.run(["next"])
      try write(
        #"XCTAssertFalse(ToDoItem(title: "Foo", itemDescription: "a") == ToDoItem(title: "Bar", itemDescription: "b"))"#
      )
      let missesAChaff = tool.run(["test"])
      let refusedSecond = tool.run(["next"])
      let anyway = tool.run(["next", "--anyway"])
      let status = tool.run(["status"])
      let page = tool.run(["step", "16"])

      #expect(checksNothing == .failure && missesAChaff == .failure)
      #expect(refusedFirst == .failure && refusedSecond == .failure && anyway == .success)
      #expect(status == .success && page == .success)
      let output = recording.output
      #expect(output.contains("tests: not red on step 15 (they pass on the code before this step)"))
      #expect(
        output.contains(
          "tests: weak: caught 1/2 chaffs, missed \"compares the descriptions instead of the titles\""
        ))
      #expect(!output.contains("tests: valid"))
      #expect(!output.contains("[GREEN]"))
      let errors = recording.errors.split(separator: "\n")
      #expect(errors.count == 2)
      #expect(
        errors.first?.hasPrefix("kata: step 16 is not done: your tests are not red on step 15")
          == true)
      #expect(
        errors.last?.hasPrefix("kata: step 16 is not done: your tests are weak: caught 1/2") == true
      )
      #expect(output.contains("Moved on from step 16, which is not done: your tests are weak"))
      #expect(
        output.contains(
          " 16 → Different titles differ  r R  · chaffs 1/2, missed \"compares the descriptions instead of the titles\""
        ))
      #expect(output.contains("## API so far"))
      #expect(
        output.contains(
          "- `struct ToDoItem`\n  - `let title: String`\n  - `let itemDescription: String?`"))
      let journal = Journal(
        url: folder.appendingPathComponent("kata-workspace/data-model/.kata/journal.jsonl"))
      #expect(
        journal.entries().last { $0.event == .next }?.unfinished?.hasPrefix(
          "your tests are weak: caught 1/2 chaffs") == true)
    }
  }

  /// data-model step 9 in test-first mode, built for real: a test that checks only that the
  /// count grew misses the generated mutant that counts by two, and the verdict names it by
  /// its declaration and its code, never by a line of the reference the learner cannot see.
  @Test func aMissedGeneratedMutantIsToldAsACallerSeesIt() throws {
    try withTemporaryDirectory { folder in
      let (tool, recording) = makeTool(in: folder)
      #expect(tool.run(["start", "data-model", "--test-first", "--from", "9"]) == .success)
      try writeTests(
        """
        final class AddingTests: XCTestCase {
          func test_add_increasesTheCount() {
            let manager = ItemManager()
            manager.add(ToDoItem(title: "Foo"))
            XCTAssertGreaterThan(manager.toDoCount, 0)
          }
        }
        """, to: "data-model/Tests/ToDoTests/AddingTests.swift", in: folder)

      #expect(tool.run(["test"]) == .failure)

      let verdict = try #require(
        recording.output.split(separator: "\n").last { $0.hasPrefix("tests:") })
      #expect(
        verdict.contains(
          "\"`toDoCount` goes up by 2 for each `add`; a test whose expected value depends on this number would catch it\""
        ), "\(verdict)")
      #expect(!verdict.contains(".swift:"), "never a line number of a file the learner cannot see")
    }
  }

  /// testable-design step 5 in test-first mode: tests that never check `canRetry` miss the
  /// generated mutant of the idle state's appearance, named by its initializer and shown
  /// as code.
  @Test func aMissedMutantOfAnInitializerIsToldByTheArgumentItChanges() throws {
    try withTemporaryDirectory { folder in
      let (tool, recording) = makeTool(in: folder)
      #expect(tool.run(["start", "testable-design", "--test-first", "--from", "5"]) == .success)
      try writeTests(
        """
        final class ScreenAppearanceTests: XCTestCase {
          func test_busy_onlyWhilePreparing() {
            XCTAssertFalse(ScreenAppearance<String>(.idle).isBusy)
            XCTAssertTrue(ScreenAppearance<String>(.preparing).isBusy)
            XCTAssertFalse(ScreenAppearance<String>(.success("x")).isBusy)
            XCTAssertFalse(ScreenAppearance<String>(.failure(reason: "r")).isBusy)
          }

          func test_message_onlyOnFailure() {
            XCTAssertNil(ScreenAppearance<String>(.idle).message)
            XCTAssertEqual(ScreenAppearance<String>(.failure(reason: "r")).message, "r")
            XCTAssertEqual(ScreenAppearance<String>(.success("x")).value, "x")
          }
        }
        """, to: "testable-design/Tests/ToDoTests/ScreenAppearanceTests.swift", in: folder)

      #expect(tool.run(["test"]) == .failure)

      let verdict = try #require(
        recording.output.split(separator: "\n").last { $0.hasPrefix("tests:") })
      #expect(
        verdict.contains(
          "\"in `ScreenAppearance.init`, `canRetry` is given `false`; a test that checks this value would catch it\""
        ), "\(verdict)")
      #expect(!verdict.contains(".swift:"), "never a line number of a file the learner cannot see")
    }
  }

  /// app-menu step 11 in test-first mode, built for real: a test class that keeps its items
  /// as stored properties is valid Swift the reference accepts, and is judged valid, not
  /// "does not compile against the reference" with no reason shown.
  @Test func testsWithStoredPropertiesAreJudgedAsTheReferenceBuildsThem() throws {
    try withTemporaryDirectory { folder in
      let (tool, recording) = makeTool(in: folder)
      #expect(tool.run(["start", "app-menu", "--test-first", "--from", "11"]) == .success)
      try Data(
        """
        import XCTest

        @testable import AppMenu

        final class RowTests: XCTestCase {
          private let contributions = MenuItem(
            title: "Contributions", subTitle: "Repos contributed to", iconName: "iconContributions")
          private let repositories = MenuItem(title: "Repositories")

          @MainActor func test_configure_showsTheRowsItem() async {
            let sut = MenuTableDataSource(menuItems: [contributions, repositories])
            let cell = FakeMenuItemCell()
            let other = FakeMenuItemCell()

            sut.configure(cell, forRow: 0)
            sut.configure(other, forRow: 1)

            XCTAssertEqual(cell.shown.first?.title, "Contributions")
            XCTAssertEqual(cell.shown.first?.subtitle, "Repos contributed to")
            XCTAssertEqual(cell.shown.first?.iconName, "iconContributions")
            XCTAssertEqual(other.shown.map { $0.title }, ["Repositories"])
          }
        }

        """.utf8
      ).write(
        to: folder.appendingPathComponent(
          "kata-workspace/app-menu/Tests/AppMenuTests/RowTests.swift"))

      _ = tool.run(["test"])

      let verdict = try #require(
        recording.output.split(separator: "\n").last { $0.hasPrefix("tests:") })
      #expect(verdict.hasPrefix("tests: valid"), "\(verdict)")
    }
  }

  /// Writes a test file of the module `ToDo`, its `body` after the imports, at `path` in the
  /// folder of the workspaces in `folder`.
  func writeTests(_ body: String, to path: String, in folder: URL) throws {
    try Data("import XCTest\n\n@testable import ToDo\n\n\(body)\n".utf8).write(
      to: folder.appendingPathComponent("kata-workspace/\(path)"))
  }

  /// first-tests step 1 fakes its headline with a constant; in test-first mode it is judged
  /// against step 2's real one, so a test with another example is valid, while a test that
  /// passes on the starter is still not.
  @Test func aFakeItStepAcceptsATestWithAnotherExample() throws {
    try withTemporaryDirectory { folder in
      let (tool, recording) = makeTool(in: folder)
      #expect(tool.run(["start", "first-tests", "--test-first"]) == .success)
      func write(_ assertion: String) throws {
        try writeTests(
          """
          final class HeadlineTests: XCTestCase {
            func test_makeHeadline_capitalisesAWord() {
              \(assertion)
            }
          }
          """, to: "first-tests/Tests/ToDoTests/HeadlineTests.swift", in: folder)
      }

      try write(#"XCTAssertEqual(makeHeadline("this"), "This")"#)
      _ = tool.run(["test"])
      try write(#"XCTAssertEqual("this".capitalized, "This")"#)
      _ = tool.run(["test"])

      let verdicts = recording.output.split(separator: "\n").filter { $0.hasPrefix("tests:") }
      #expect(verdicts.first == "tests: valid · amber on the starter", "\(verdicts)")
      #expect(
        verdicts.last?.hasPrefix("tests: not red on the starter (they pass on the code before")
          == true, "\(verdicts)")
    }
  }

  /// Every kata started fresh in test-first mode has its tests folder, and its first run
  /// with no test written says so and names a file to write: nothing is built.
  @Test func everyFreshTestFirstStartSaysNoTestsYet() throws {
    try withTemporaryDirectory { folder in
      let (tool, recording) = makeTool(in: folder)
      let katas = KataCatalog(
        folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
          .appendingPathComponent("../../../Katas").standardizedFileURL
      ).kataIDs

      for kata in katas {
        let dir = "kata-workspace/\(kata)"
        #expect(tool.run(["start", kata, "--test-first"]) == .success)
        #expect(tool.run(["test", "--dir", dir]) == .failure)
      }

      #expect(katas.count == 13)
      let lines = recording.output.split(separator: "\n").filter {
        $0.hasPrefix("[NO TESTS]  step 1 of ") && $0.contains(": write one in Tests/")
      }
      #expect(lines.count == katas.count, "\(recording.output)")
      #expect(!recording.output.contains("overlapping"))
    }
  }
}
