import Foundation
import Testing

/// The workflows work as written (#50): `actions/upload-artifact` leaves hidden folders such
/// as `.build` out unless told (since v4.4, with only a warning), and an upload that finds
/// nothing should fail the job, not pass it empty. Checked in the README's workflows, which
/// users copy, and in this repository's own.
@Suite struct WorkflowArtifactsTests {
  /// The workflows: each YAML block of the README and the guides, and each file of
  /// `.github/workflows`.
  static func workflows() throws -> [(name: String, text: String)] {
    let root = RepositoryCopy.source
    var found: [(name: String, text: String)] = []
    for page in ["README.md"] + RepositoryCopy.guides {
      let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
      found += text.matches(of: #/```yaml\n((?s).*?)```/#).enumerated().map {
        (name: "\(page) block \($0.offset + 1)", text: String($0.element.1))
      }
    }
    let folder = root.appendingPathComponent(".github/workflows")
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
      found.append(
        (file, try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)))
    }
    return found
  }

  /// The `with:` lines of every upload-artifact step of `text`, one string per step.
  static func uploads(in text: String) -> [String] {
    let lines = text.components(separatedBy: "\n")
    var steps: [String] = []
    for (index, line) in lines.enumerated() where line.contains("uses: actions/upload-artifact@") {
      let indent = line.prefix { $0 == " " }.count
      let body = lines[(index + 1)...].prefix { next in
        next.trimmingCharacters(in: .whitespaces).isEmpty
          || next.prefix { $0 == " " }.count > indent
      }
      steps.append(([line] + body).joined(separator: "\n"))
    }
    return steps
  }

  @Test func everyUploadOfAHiddenFolderSaysSoAndFailsWhenItFindsNothing() throws {
    var problems: [String] = []
    var count = 0
    for (name, text) in try Self.workflows() {
      for step in Self.uploads(in: text) {
        count += 1
        let hidden = step.contains("path: .") || step.contains("\n            .")
        if hidden && !step.contains("include-hidden-files: true") {
          problems.append("\(name): uploads a hidden folder without include-hidden-files")
        }
        if !step.contains("if-no-files-found: error") {
          problems.append("\(name): an upload that finds nothing passes")
        }
        if !step.contains("if: always()") && !step.contains("name: dist-") {
          problems.append("\(name): a report is not uploaded when the step before fails")
        }
      }
    }
    #expect(count >= 6)
    #expect(problems == [])
  }

  /// `actions/cache` saves only after a step that succeeded: an interrupted shard's outcomes
  /// file, the one a rerun needs, is saved by an `actions/cache/save` step that always runs.
  @Test func anOutcomesFileIsSavedEvenWhenItsShardStopped() throws {
    var problems: [String] = []
    for (name, text) in try Self.workflows() where text.contains("mutation-outcomes") {
      let lines = text.components(separatedBy: "\n")
      for (index, line) in lines.enumerated() where line.contains("uses: actions/cache") {
        let step = lines[index...].prefix(4).joined(separator: "\n")
        if line.contains("uses: actions/cache@"), step.contains("mutation-outcomes") {
          problems.append(
            "\(name): the outcomes file is cached by a step that saves on success only")
        }
        if line.contains("uses: actions/cache/save@"), !lines[index + 1].contains("if: always()") {
          problems.append("\(name): the outcomes file is saved only when the shard passed")
        }
      }
      if !text.contains("actions/cache/save@") {
        problems.append("\(name): the outcomes file is never saved")
      }
    }
    #expect(problems == [])
  }
}
