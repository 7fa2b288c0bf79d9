import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport

/// `Tests/LESSONS.md`, the index of lessons, checked against the repository: every test,
/// source and kata step it names is where it says.
@Suite struct LessonIndexTests {
  struct Row {
    var number: Int
    var cells: [String]
  }

  static let root = RepositoryCopy.source

  /// Whether this process is the test binary itself, which lists its XCTest tests: on Linux.
  #if os(Linux)
    static let canListTests = true
  #else
    static let canListTests = false
  #endif

  func rows() throws -> [Row] {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent("Tests/LESSONS.md"), encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
      number, line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
        .dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 6, cells[3].hasPrefix("Tests/") else { return nil }
      return Row(number: number + 1, cells: cells)
    }
  }

  func lines(of path: String) -> [Substring]? {
    (try? String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8))?
      .split(separator: "\n", omittingEmptySubsequences: false)
  }

  @Test func everyTestSourceAndKataStepIsWhereTheIndexSays() throws {
    let rows = try rows()
    #expect(rows.count > 100)
    for row in rows {
      let test = try #require(
        row.cells[3].firstMatch(of: #/^(\S+\.swift):(\d+) `(\w+)`$/#), "line \(row.number)")
      let testLines = try #require(lines(of: String(test.1)), "line \(row.number): \(test.1)")
      let line = try #require(Int(test.2))
      #expect(
        line <= testLines.count && testLines[line - 1].contains("func \(test.3)("),
        "LESSONS.md line \(row.number): \(test.1):\(line) is not func \(test.3)")
      if row.cells[4] != "—" {
        let source = try #require(
          row.cells[4].firstMatch(of: #/^(Sources/\S+\.swift):(\d+) `([^`]+)`$/#),
          "line \(row.number)")
        let sourceLines = try #require(lines(of: String(source.1)), "line \(row.number)")
        let sourceLine = try #require(Int(source.2))
        #expect(
          sourceLine <= sourceLines.count && Self.isCode(sourceLines[sourceLine - 1]),
          "LESSONS.md line \(row.number): \(source.1):\(sourceLine) is not code")
        let declared =
          sourceLine <= sourceLines.count
          ? Self.declaredName(sourceLines[sourceLine - 1]) : nil
        #expect(
          declared == String(source.3),
          "LESSONS.md line \(row.number): \(source.1):\(sourceLine) declares \(declared ?? "nothing"), not \(source.3)"
        )
      }
      guard row.cells[5] != "—" else { continue }
      let step = try #require(row.cells[5].firstMatch(of: #/^([a-z-]+) (\d+[a-z]?)$/#))
      let steps = Self.root.appendingPathComponent("Katas/\(step.1)/steps")
      let folder = try #require(
        (try FileManager.default.contentsOfDirectory(atPath: steps.path)).first {
          $0.hasPrefix("\(step.2)-")
        }, "LESSONS.md line \(row.number): no step \(step.2) in \(step.1)")
      let testsFolder = steps.appendingPathComponent("\(folder)/Tests")
      let kataTests = (FileManager.default.subpaths(atPath: testsFolder.path) ?? []).compactMap {
        try? String(contentsOf: testsFolder.appendingPathComponent($0), encoding: .utf8)
      }
      #expect(
        kataTests.contains { $0.contains("func \(test.3)(") },
        "LESSONS.md line \(row.number): \(step.1) \(step.2) does not add \(test.3)")
    }
  }

  /// Whether `line` is code, as the line a row points to must be: a comment, a blank line
  /// or a closing brace there means the index went stale when the file changed.
  static func isCode(_ line: Substring) -> Bool {
    let code = line.trimmingCharacters(in: .whitespaces)
    return !code.isEmpty && !code.hasPrefix("//") && code != "}"
  }

  /// The name `line` declares (`init`, a function, property, case or type), or nil when it
  /// declares nothing: a row's source line is the declaration it names.
  static func declaredName(_ line: Substring) -> String? {
    let declaration =
      #/^\s*(?:(?:@\w+(?:\([^)]*\))?|public|private|fileprivate|internal|package|static|final|nonisolated|mutating|override|convenience|required|lazy|weak|open)(?:\(set\))?\s+)*(?:func\s+([^\s(<]+)|(init)[?!]?\s*[(<]|(subscript)|(?:var|let|case)\s+(\w+)|(?:struct|class|enum|protocol|actor|extension)\s+(\w+))/#
    guard let match = line.firstMatch(of: declaration) else { return nil }
    return (match.1 ?? match.2 ?? match.3 ?? match.4 ?? match.5).map(String.init)
  }

  /// Every test method of the reference suites, as `(file, line, name)`.
  func referenceTests() -> [(file: String, line: Int, name: String)] {
    ["Tests/ToDoTests", "Tests/AppMenuTests"].flatMap { folder in
      (FileManager.default.subpaths(atPath: Self.root.appendingPathComponent(folder).path) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted().flatMap { path in
          let file = "\(folder)/\(path)"
          return (lines(of: file) ?? []).enumerated().compactMap { number, line in
            line.firstMatch(of: #/func (test\w*)\(/#).map { (file, number + 1, String($0.1)) }
          }
        }
    }
  }

  @Test func everyTestMethodOfTheReferenceSuitesHasARow() throws {
    let indexed = Set(
      try rows().compactMap { row in
        row.cells[3].firstMatch(of: #/^(\S+\.swift):\d+ `(\w+)`$/#).map { "\($0.1) \($0.2)" }
      })
    let tests = referenceTests()
    #expect(tests.count > 200)
    let unindexed = tests.filter { !indexed.contains("\($0.file) \($0.name)") }
      .map { "\($0.file):\($0.line) \($0.name)" }
    #expect(unindexed == [], "test methods without a row in LESSONS.md")
  }

  /// The READMEs promise the tests in the order they are written: within a file, the tests
  /// a kata has come in the order of its steps.
  @Test func everyTestFileKeepsItsKatasOrder() throws {
    var steps: [String: [(line: Int, kata: String, step: Int, suffix: String, name: String)]] = [:]
    for row in try rows() {
      guard
        let test = row.cells[3].firstMatch(of: #/^(\S+\.swift):(\d+) `(\w+)`$/#),
        let step = row.cells[5].firstMatch(of: #/^([a-z-]+) (\d+)([a-z]?)$/#),
        let line = Int(test.2), let number = Int(step.2)
      else { continue }
      let entry = (line, String(step.1), number, String(step.3), String(test.3))
      if !(steps[String(test.1)] ?? []).contains(where: { $0.line == line }) {
        steps[String(test.1), default: []].append(entry)
      }
    }
    #expect(steps.count > 20)
    for (file, tests) in steps {
      let ordered = tests.sorted { $0.line < $1.line }
      for (earlier, later) in zip(ordered, ordered.dropFirst()) {
        #expect(
          earlier.kata == later.kata
            && (earlier.step, earlier.suffix) <= (later.step, later.suffix),
          """
          \(file): \(later.name) (\(later.kata) \(later.step)\(later.suffix)) comes after \
          \(earlier.name) (\(earlier.kata) \(earlier.step)\(earlier.suffix))
          """)
      }
    }
  }

  /// A reader goes through the book in its order: the rows of its chapters by chapter, and
  /// within one by lesson label (`A5` before `A10`); the tutorial's and the sample's after.
  /// Within a lesson, the rows of one test file come in the file's order, which is the
  /// kata's.
  @Test func aLessonsRowsComeInTheirFilesOrder() throws {
    let places = try rows().map { row in
      (
        lesson: row.cells[1]
          + (row.cells[0].firstMatch(of: #/^[A-Z]\d+ /#).map { String($0.0) } ?? ""),
        test: row.cells[3].firstMatch(of: #/^(\S+\.swift):(\d+) /#).map {
          (String($0.1), Int($0.2) ?? 0)
        }
      )
    }
    for (number, (earlier, later)) in zip(places, places.dropFirst()).enumerated()
    where earlier.lesson == later.lesson && earlier.test?.0 == later.test?.0 {
      #expect(
        (earlier.test?.1 ?? 0) < (later.test?.1 ?? 0),
        "row \(number + 2) of the index comes before the row above it in its test file")
    }
  }

  @Test func theIndexIsInTheBooksOrder() throws {
    let keys = try rows().map { row -> (book: Int, chapter: Int, label: Int) in
      let chapter = row.cells[1].firstMatch(of: #/^Ch\. (\d+)/#).flatMap { Int($0.1) }
      let label = row.cells[0].firstMatch(of: #/^[A-Z](\d+) /#).flatMap { Int($0.1) } ?? 0
      return chapter.map { (0, $0, label) } ?? (1, 0, 0)
    }
    #expect(keys.count > 200)
    for (number, (earlier, later)) in zip(keys, keys.dropFirst()).enumerated() {
      #expect(
        (earlier.book, earlier.chapter, earlier.label) <= (later.book, later.chapter, later.label),
        "row \(number + 2) of the index comes before the row above it in the book")
    }
  }

  @Test func everyBehaviourLabelOfTheTestReadmesIsDefined() throws {
    let index = try String(
      contentsOf: Self.root.appendingPathComponent("Tests/LESSONS.md"), encoding: .utf8)
    for readme in ["Tests/ToDoTests/README.md", "Tests/AppMenuTests/README.md"] {
      let text = try String(contentsOf: Self.root.appendingPathComponent(readme), encoding: .utf8)
      let labels = Set(text.matches(of: #/\| ([ABC]\d+)(?:, [ABC]\d+)* \|/#).map { String($0.1) })
      #expect(!labels.isEmpty)
      for label in labels {
        #expect(
          index.contains("**\(label)**") || index.contains("| \(label) |"), "\(readme): \(label)")
      }
    }
  }

  /// The editions map says only what was established, and where: every chapter it maps
  /// names the code folders that showed it.
  @Test func everyEditionMappingSaysWhereItWasEstablished() throws {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent("Tests/LESSONS.md"), encoding: .utf8)
    let section = try #require(text.firstRange(of: "## Editions")).upperBound
    let rows = text[section...].split(separator: "\n")
      .prefix { !$0.hasPrefix("## ") }.filter { $0.hasPrefix("| Ch. ") }
      .map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }

    #expect(rows.count >= 8)
    for row in rows {
      #expect(row.count == 4, "\(row)")
      guard row.count == 4, row[1] != "—" || row[2] != "—" else { continue }
      #expect(row[3].contains("`"), "\(row[0]): mapped without the folder that shows it")
    }
  }

  /// The chapters the index lists (`Ch. 3` → 3), each with the test files of its rows.
  func chapters() throws -> [Int: Set<String>] {
    var chapters: [Int: Set<String>] = [:]
    for row in try rows() {
      guard let chapter = row.cells[1].firstMatch(of: #/^Ch\. (\d+)/#).flatMap({ Int($0.1) })
      else { continue }
      let file = String(row.cells[3].prefix { $0 != ":" })
      chapters[chapter, default: []].insert(file)
    }
    return chapters
  }

  @Test func everyChapterRowsTestIsInThatChaptersFolder() throws {
    let chapters = try chapters()
    #expect(Set(chapters.keys).isSuperset(of: [1, 3, 4, 5, 6, 7]))
    for (chapter, files) in chapters {
      let folder = String(format: "Tests/ToDoTests/Chapter%02d", chapter)
      for file in files {
        #expect(
          file.hasPrefix(folder),
          "a Ch. \(chapter) row names \(file), which test-chapter.sh \(chapter) does not run")
      }
    }
  }

  /// One label, one set: the rows labelled "Testable-design sample" are the tests of
  /// `Tests/ToDoTests/TestableDesign`, the folder `test-chapter.sh testable-design` runs;
  /// a lesson of the sample taught by a chapter's test carries that chapter's label.
  @Test func theTestableDesignLabelIsTheTestableDesignFolder() throws {
    let labelled = try rows().filter { $0.cells[1].hasPrefix("Testable-design sample") }

    #expect(labelled.count >= 15)
    for row in labelled {
      #expect(
        row.cells[3].hasPrefix("Tests/ToDoTests/TestableDesign/"),
        "line \(row.number): \(row.cells[3].prefix { $0 != ":" })")
    }
  }

  /// `Scripts/test-chapter.sh N` runs tests for every chapter the index lists: its filter
  /// matches tests of the test binary this very run is made of (listed, not run, so no
  /// second SwiftPM waits for this one's build folder), and the chapter's own build finds
  /// exactly those tests.
  @Test(.enabled(if: Self.canListTests, "the test binary lists its tests on Linux only"))
  func testChapterHasTestsForEveryChapterTheIndexLists() throws {
    let tests = try Subprocess.run([CommandLine.arguments[0], "--list-tests"]).output
      .split(separator: "\n").map(String.init)
    #expect(tests.count > 200)
    for chapter in try chapters().keys.sorted().map(String.init) + ["app-menu", "testable-design"] {
      let outcome = try Subprocess.run(
        ["bash", "Scripts/test-chapter.sh", "--filter", chapter], in: Self.root)
      let filter = try Regex(outcome.output.trimmingCharacters(in: .whitespacesAndNewlines))
      #expect(outcome.succeeded, "\(chapter): \(outcome.errors)")
      let filtered = tests.filter { $0.contains(filter) }
      #expect(!filtered.isEmpty, "test-chapter.sh \(chapter) would run no test")
      let built = try Subprocess.run(
        ["bash", "Scripts/test-chapter.sh", "--tests", chapter], in: Self.root)
      #expect(
        built.output.split(separator: "\n").map(String.init).sorted() == filtered.sorted(),
        "the chapter's own build of \(chapter) runs the tests 'swift test --filter' runs")
    }
  }

  /// A chapter builds alone and runs the tests `--tests` lists, counted as XCTest counts them,
  /// in a package folder of its own (a copy of the reference, its tests and the scripts).
  @Test(
    .enabled(if: Self.canListTests, "the chapter's own build is Linux's"),
    .slow("compiles the reference module and a chapter's tests"))
  func aChapterBuildsAloneAndRunsItsTests() throws {
    try withTemporaryDirectory { folder in
      for path in ["Scripts", "Sources/ToDo", "Tests/ToDoTests"] {
        let target = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
          at: Self.root.appendingPathComponent(path), to: target)
      }
      let listed = try Subprocess.run(
        ["bash", "Scripts/test-chapter.sh", "--tests", "3"], in: folder
      ).output.split(separator: "\n")

      let run = try Subprocess.run(
        ["bash", "Scripts/test-chapter.sh", "3"], in: folder, mergingErrors: true)

      #expect(run.succeeded, "\(run.output.suffix(2_000))")
      #expect(listed.count > 30)
      #expect(run.output.contains("test-chapter.sh: chapter 3: \(listed.count) tests ran"))
      #expect(!run.output.contains("Building for debugging"), "SwiftPM did not build")
    }
  }
}
