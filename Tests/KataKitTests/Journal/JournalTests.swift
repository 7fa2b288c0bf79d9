import Foundation
import TestSupport
import Testing

@testable import KataKit

@Suite struct JournalTests {
  func entry(_ step: String, _ event: JournalEntry.Event = .run, _ light: Light? = nil)
    -> JournalEntry
  {
    JournalEntry(time: "t", event: event, step: step, stepNumber: 1, light: light)
  }

  @Test func appendsOneLinePerEntryAndReadsThemBack() throws {
    try withTemporaryDirectory { folder in
      let journal = Journal(url: folder.appendingPathComponent("journal.jsonl"))

      try journal.append(entry("a", .run, .red))
      try journal.append(entry("a", .run, .green))
      try Data("not json\n".utf8).append(to: journal.url)

      #expect(journal.entries().map(\.light) == [.red, .green])
      #expect(
        try String(contentsOf: journal.url, encoding: .utf8).split(separator: "\n").count == 3)
    }
  }

  /// A journal put back as a link, a FIFO or a folder is refused in one line, and what the
  /// link leads to is left as it was: nothing is written through it.
  @Test func aJournalIsNeverWrittenThroughALinkOrToAFIFO() throws {
    try withTemporaryDirectory { folder in
      let target = folder.appendingPathComponent("elsewhere.txt")
      try Data("mine\n".utf8).write(to: target)
      let linked = folder.appendingPathComponent("linked.jsonl")
      try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: target)
      let fifo = folder.appendingPathComponent("fifo.jsonl")
      #expect(mkfifo(fifo.path, 0o600) == 0)

      #expect(
        throws: KataError.file(
          path: linked.path, reason: "it is a link; a journal is never written through one")
      ) { try Journal(url: linked).append(entry("a", .run, .red)) }
      #expect(throws: KataError.self) { try Journal(url: fifo).append(entry("a", .run, .red)) }
      #expect(try String(contentsOf: target, encoding: .utf8) == "mine\n")
    }
  }

  @Test func historyKnowsRedBeforeGreenAndCountsFromTheLastReset() {
    let entries = [
      entry("a", .run, .green), entry("a", .reset), entry("a", .run, .amber),
      entry("a", .run, .green),
      entry("b", .run, .green),
    ]

    let a = StepHistory(step: "a", stepNumber: 1, entries: entries)
    let b = StepHistory(step: "b", stepNumber: 2, entries: entries)
    let c = StepHistory(step: "c", stepNumber: 3, entries: entries)

    #expect(a.lights == [.amber, .green])
    #expect(a.wentRedBeforeGreen)
    #expect(b.isGreen && !b.wentRedBeforeGreen)
    #expect(!c.wentGreen && !c.wentRedBeforeGreen)
  }

  @Test func reportSummarisesForAnInstructor() throws {
    try withTemporaryDirectory { folder in
      var workspace = try WorkspaceStart.create(
        kata: try Kata(folder: try makeTinyKata(in: folder)),
        at: folder.appendingPathComponent("ws"))
      let now = Date(timeIntervalSince1970: 0)
      _ = try WorkspaceRun(workspace: workspace).test(
        runner: ScriptedRunner([try Runs.amber]), prediction: .red, now: now)
      _ = try WorkspaceRun(workspace: workspace).test(
        runner: ScriptedRunner([try Runs.green]), prediction: .green, now: now)
      _ = try workspace.advance(now: now)
      _ = try WorkspaceRun(workspace: workspace).test(
        runner: ScriptedRunner([try Runs.green]), now: now)
      var measured = JournalEntry(
        time: "t", event: .run, step: "02-double", stepNumber: 2, light: .green)
      measured.coverage = ModuleCoverage(covered: 9, count: 10)
      try workspace.journal.append(measured)

      var report = JournalReport(kata: workspace.kata, histories: workspace.histories())
      report.learner = "ada+bob"
      report.secondsPerStep = [1: 245]
      let json = try #require(try JSONSerialization.jsonObject(with: report.json) as? [String: Any])

      #expect(json["kata"] as? String == "tiny")
      #expect(json["learner"] as? String == "ada+bob")
      #expect(json["mode"] as? String == "guided")
      let steps = try #require(json["history"] as? [[String: Any]])
      #expect(steps.map { $0["minutes"] as? Int } == [4, nil])
      #expect(steps.map { $0["seconds"] as? Int } == [245, nil])
      #expect(json["firstStep"] as? Int == 1)
      #expect(json["lastStep"] as? Int == 2)
      #expect(json["predictionsMade"] as? Int == 2)
      #expect(json["predictionsRight"] as? Int == 1)
      #expect(json["stepsGreenWithoutRed"] as? [String] == ["02-double"])
      #expect(
        report.markdown.contains(
          "Learner: ada+bob. Mode: guided. Reached step 2 of 3. Predictions right: 1 of 2."))
      #expect(report.markdown.contains("| 1 | The answer | 2 | A G | yes | 0 | – | 4:05 | – |"))
      #expect(report.markdown.contains("| 2 | Doubling | 2 | G G | **no** | 0 | – | – | 90% |"))
    }
  }

  /// A learner who started mid-kata and never predicted reads where they started, and no
  /// line about predictions they were never asked for.
  @Test func aReportOfAMidKataStartSaysWhereItStartedAndNothingOfPredictions() throws {
    try withTemporaryDirectory { folder in
      let workspace = try WorkspaceStart.create(
        kata: try Kata(folder: try makeTinyKata(in: folder)),
        at: folder.appendingPathComponent("ws"), stepIndex: 1, now: Date(timeIntervalSince1970: 0))
      _ = try WorkspaceRun(workspace: workspace).test(
        runner: ScriptedRunner([try Runs.green]), now: Date(timeIntervalSince1970: 0))

      let report = JournalReport(kata: workspace.kata, histories: workspace.histories())

      #expect(report.reach == "Reached step 2 of 3, starting at step 2.")
      #expect(!report.markdown.contains("Predictions"))
      #expect(JournalReport.time(59) == "0:59")
      #expect(JournalReport.time(600) == "10:00")
    }
  }
}

extension Data {
  fileprivate func append(to url: URL) throws {
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    handle.seekToEndOfFile()
    handle.write(self)
  }
}
