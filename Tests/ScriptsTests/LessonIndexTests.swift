import Foundation
import Testing

/// `Tests/LESSONS.md`, the index of lessons, checked against the repository: every test,
/// source and kata step it names is where it says.
@Suite struct LessonIndexTests {
  struct Row {
    var number: Int
    var cells: [String]
  }

  static let root = RepositoryCopy.source

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
      let source = try #require(
        row.cells[4].firstMatch(of: #/^(Sources/\S+\.swift):(\d+)$/#), "line \(row.number)")
      let sourceLines = try #require(lines(of: String(source.1)), "line \(row.number)")
      #expect(Int(source.2).map { $0 <= sourceLines.count } == true, "line \(row.number)")
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
}
