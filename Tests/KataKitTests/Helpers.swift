import Foundation
import TestSupport
import Testing

@testable import KataKit

/// The captured `swift test` outputs in `Fixtures/`.
enum Fixtures {
  static func run(_ name: String, status: Int32) throws -> RawTestRun {
    let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    let output = try String(
      contentsOf: folder.appendingPathComponent("\(name).out"), encoding: .utf8)
    let events = try? String(
      contentsOf: folder.appendingPathComponent("\(name)-events.jsonl"), encoding: .utf8)
    return RawTestRun(status: status, output: output, events: events, seconds: 1.5)
  }
}

/// The tiny kata in `folder` and an empty room folder beside it, `folder/room`, returned:
/// the start of every classroom test.
func makeTinyKataAndRoom(in folder: URL) throws -> URL {
  try makeTinyKata(in: folder)
  let room = folder.appendingPathComponent("room")
  try FileManager.default.createDirectory(at: room, withIntermediateDirectories: true)
  return room
}

/// A small kata in `folder/Katas/tiny`: three steps, red (amber), red (red), refactor.
@discardableResult
func makeTinyKata(in folder: URL, manifest: String? = nil, extraFiles: [String: String] = [:])
  throws -> URL
{
  let kata = folder.appendingPathComponent("Katas/tiny")
  let steps = """
    [
      {"id": "01-answer", "title": "The answer", "kind": "red", "expect": "amber"},
      {"id": "02-double", "title": "Doubling", "kind": "red", "expect": "red", "remove": ["Sources/Calc/Old.swift"]},
      {"id": "03-tidy", "title": "Tidy", "kind": "refactor"}
    ]
    """
  try write(
    [
      "kata.json": manifest
        ?? #"{"title": "Tiny", "summary": "s", "chapter": 1, "module": "Calc", "testFramework": "XCTest", "steps": \#(steps)}"#,
      "intro.md": "# Tiny\n", "recap.md": "Done.\n",
      "steps/01-answer/README.md": "Write answer().\n",
      "steps/01-answer/hints.md": "First hint.\n---\nSecond hint.\n",
      "steps/01-answer/Tests/CalcTests/CalcTests.swift": "test 1\n",
      "steps/01-answer/Sources/Calc/Calc.swift": "answer v1\n",
      "steps/01-answer/Sources/Calc/Old.swift": "old\n",
      "steps/02-double/README.md": "Write double().\n",
      "steps/02-double/hints.md": "A test hint.\n---\nA code hint.\n",
      "steps/02-double/Tests/CalcTests/CalcTests.swift": "test 1\ntest 2\n",
      "steps/02-double/Sources/Calc/Calc.swift": "answer v2\n",
      "steps/03-tidy/README.md": "Tidy up.\n",
      "steps/03-tidy/Sources/Calc/Calc.swift": "answer v3\n",
    ].merging(extraFiles) { _, new in new }, in: kata)
  return kata
}

/// A runner that returns the runs it is given, in order, and records where it ran.
final class ScriptedRunner: TestRunning, @unchecked Sendable {
  private let lock = NSLock()
  private var script: [RawTestRun]
  private(set) var folders: [URL] = []

  init(_ script: [RawTestRun]) {
    self.script = script
  }

  func runTests(in folder: URL, framework: TestFramework, coverage: Bool) throws(KataError)
    -> RawTestRun
  {
    lock.lock()
    defer { lock.unlock() }
    folders.append(folder)
    guard !script.isEmpty else { throw .cannotRunSwift("the script ran out") }
    return script.removeFirst()
  }
}

/// Raw runs of each light, from the captured fixtures.
enum Runs {
  static var green: RawTestRun { get throws { try Fixtures.run("green", status: 0) } }
  static var red: RawTestRun { get throws { try Fixtures.run("red", status: 1) } }
  static var amber: RawTestRun { get throws { try Fixtures.run("amber", status: 1) } }
}

extension Workspace {
  /// The verdict on the learner's tests alone, as `TestFirstRun.run(runners:jobs:prediction:now:)`
  /// finds it.
  func judgeTests(runners: Runners, jobs: Int) throws(KataError) -> TestFirstVerdict {
    try TestFirstRun(workspace: self).judge(runners: runners, jobs: jobs).judge(
      tests: learnerFiles.files(under: "Tests")
    ).verdict
  }
}
