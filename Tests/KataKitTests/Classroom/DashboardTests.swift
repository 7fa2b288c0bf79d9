import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// The classroom folder and the instructor's dashboard, from journals written here.
@Suite struct DashboardTests {
  /// A run entry of `learner` at `minute` past nine.
  func run(
    _ minute: Int, _ light: Light, step: Int = 1, prediction: Light? = nil, hints: Int = 0,
    verdict: TestFirstVerdict? = nil
  ) -> String {
    var entry = JournalEntry(
      time: String(format: "2026-11-23T%02d:%02d:00Z", 9 + minute / 60, minute % 60),
      event: .run, step: String(format: "%02d-step", step), stepNumber: step, light: light,
      tests: 2, failures: light == .green ? 0 : 1, hints: hints, prediction: prediction)
    entry.verdict = verdict
    if light == .green { entry.coverage = ModuleCoverage(covered: 9, count: 10) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try! encoder.encode(entry), as: UTF8.self)
  }

  /// Three learners: ada goes red then green and on, bob goes green at once and has a damaged
  /// line, cy has no journal yet. Ada's second run comes after a 20-minute break.
  func makeRoom(in folder: URL) throws {
    let verdict = TestFirstVerdict(
      previous: .amber, reference: .green, caught: ["a"],
      missed: [KataChaff(id: "b", summary: "forgets b")])
    try write(
      [
        "ada/data-model.jsonl": [
          run(0, .amber, prediction: .amber, hints: 1), run(1, .red, prediction: .green),
          run(22, .green, verdict: verdict), run(23, .red, step: 2),
        ].joined(separator: "\n") + "\n",
        "bob/data-model.jsonl": [run(2, .green), "{not json", run(3, .green, step: 2)]
          .joined(separator: "\n") + "\n",
        "cy/.keep": "",
      ], in: folder)
  }

  @Test func rowsColumnsAndCountsComeFromTheJournals() throws {
    try withTemporaryDirectory { folder in
      try makeRoom(in: folder)

      let classroom = Classroom(folder: folder)
      let dashboard = Dashboard(classroom: classroom, order: .name)

      #expect(
        classroom.warnings == [
          "\(folder.path)/bob/data-model.jsonl:2: skipped a line that is not a journal entry by the rules"
        ])
      #expect(dashboard.rows.map(\.learner) == ["ada", "bob", "cy"])
      #expect(dashboard.start == "2026-11-23T09:00:00Z")
      #expect(dashboard.columns.map(\.minutes) == [1, 1, 1, 1, 18, 1, 1], "minutes 4-21 collapse")
      let ada = dashboard.rows[0]
      #expect(ada.runs.map(\.light) == [.amber, .red, .green, .red])
      #expect(ada.runs.map(\.column) == [0, 1, 5, 6])
      #expect((ada.red, ada.amber, ada.green, ada.stepsDone, ada.step) == (2, 1, 1, 1, 2))
      #expect((ada.predictionsRight, ada.predictionsWrong, ada.hints) == (1, 1, 1))
      #expect((ada.chaffsCaught, ada.chaffsMet, ada.coverage) == (1, 2, 90))
      let bob = dashboard.rows[1]
      #expect(bob.greenBeforeRed == [1, 2])
      #expect(dashboard.rows[2].runs.isEmpty && dashboard.rows[2].kata == nil)
      #expect(Dashboard(classroom: classroom).rows.map(\.learner) == ["bob", "ada", "cy"])
    }
  }

  @Test func thePageIsSelfContainedAndNeverSaysItWithColourAlone() throws {
    try withTemporaryDirectory { folder in
      try makeRoom(in: folder)

      let html = Dashboard(classroom: Classroom(folder: folder)).html(refresh: 10)

      #expect(!html.contains("src=") && !html.contains("href=") && !html.contains("@import"))
      #expect(html.contains("<meta http-equiv=\"refresh\" content=\"10\">"))
      #expect(html.contains("@media (prefers-color-scheme:dark)"))
      #expect(
        html.contains(">R</span>") && html.contains(">A</span>") && html.contains(">G</span>"))
      #expect(html.contains("tabindex=\"0\""))
      #expect(
        html.contains(
          "data-time=\"2026-11-23T09:22:00Z\" data-tip=\"step 1 · green · 2 tests, 0 failed · tests: weak: caught 1/2 chaffs, missed &quot;forgets b&quot;"
        ))
      #expect(
        html.contains(
          "<td title=\"missed step 1: &quot;forgets b&quot;\">1/2 <span class=\"missed\">1 missed</span></td>"
        ))
      #expect(html.components(separatedBy: "class=\"light ").count - 1 == 6)
    }
  }

  @Test func theCommandWritesThePageOrPrintsTextAndWritesNothingElse() throws {
    try withTemporaryDirectory { folder in
      let room = folder.appendingPathComponent("room")
      try makeRoom(in: room)
      let before = FileManager.default.subpaths(atPath: room.path)?.sorted()
      let recording = ConsoleRecording()
      let tool = KataTool(
        currentDirectory: folder, environment: [:], console: recording.console(),
        watchControl: WatchControl(interval: 0, pause: { _ in }, shouldStop: { true }))

      let page = tool.run(["dashboard", "room"])
      let markdown = tool.run(["dashboard", "room", "--format", "markdown"])
      let wrong = tool.run(["dashboard", "missing"])

      #expect(page == .success && markdown == .success && wrong == .usage)
      #expect(recording.output.contains("Wrote room/dashboard.html: 3 rows, 6 runs\n"))
      #expect(
        recording.output.contains(
          "| ada | data-model | – | 2 | 1 | 2 1 1 | 1/2 | 1 | – | 90% | 1/2 (missed: step 1: \"forgets b\") | – | A R G R |"
        ))
      let after = FileManager.default.subpaths(atPath: room.path)?.sorted()
      #expect(after == ((before ?? []) + ["dashboard.html"]).sorted())
    }
  }

  @Test func everyEntryGoesToTheClassroomAndAMissingFolderOnlyWarns() throws {
    try withTemporaryDirectory { folder in
      let kata = try Kata(folder: try makeTinyKata(in: folder))
      let room = folder.appendingPathComponent("room")
      try FileManager.default.createDirectory(at: room, withIntermediateDirectories: true)
      let workspace = try WorkspaceStart.create(
        kata: kata, at: folder.appendingPathComponent("ws"), learner: "ada+bob",
        classroom: room.path)
      let nowhere = folder.appendingPathComponent("nowhere")
      let gone = try WorkspaceStart.create(
        kata: kata, at: folder.appendingPathComponent("ws2"), learner: "cy",
        classroom: nowhere.path)

      _ = try WorkspaceRun(workspace: workspace).test(
        runner: ScriptedRunner([try Runs.red]), now: Date(timeIntervalSince1970: 0))
      let light = try WorkspaceRun(workspace: gone).test(
        runner: ScriptedRunner([try Runs.red]), now: Date(timeIntervalSince1970: 0))

      let copied = Journal(url: room.appendingPathComponent("ada+bob/tiny.jsonl")).entries()
      #expect(copied.map(\.event) == [.start, .run])
      #expect(copied.allSatisfy { $0.learner == "ada+bob" && $0.kata == "tiny" })
      #expect(light.outcome.light == .red, "the light is not affected")
      #expect(
        gone.classroom?.takeWarning()?.hasPrefix(
          "warning: the classroom \(nowhere.path) did not take this run") == true)
      #expect(gone.classroom?.takeWarning() == nil, "one warning per run")
      #expect(
        copied.last?.snapshot.map { fingerprint in
          FileManager.default.fileExists(
            atPath: room.appendingPathComponent("ada+bob/snapshots/\(fingerprint).json").path)
        } == true, "the run's code goes with it")

      try FileManager.default.createDirectory(at: nowhere, withIntermediateDirectories: true)
      _ = try WorkspaceRun(workspace: gone).test(
        runner: ScriptedRunner([try Runs.green]), now: Date(timeIntervalSince1970: 60))

      let late = Journal(url: nowhere.appendingPathComponent("cy/tiny.jsonl")).entries()
      #expect(late.map(\.event) == [.start, .run, .run], "nothing was lost while it was away")
      #expect(late.map(\.light) == [nil, .red, .green])
      #expect(gone.classroom?.takeWarning() == nil)
      #expect(
        Journal(url: folder.appendingPathComponent("ws2/.kata/outbox.jsonl")).entries().isEmpty)
    }
  }
}

extension DashboardTests {
  @Test func formatsOrdersAndBadOptions() throws {
    try withTemporaryDirectory { folder in
      try makeRoom(in: folder.appendingPathComponent("room"))
      let recording = ConsoleRecording()
      let tool = KataTool(
        currentDirectory: folder, environment: [:], console: recording.console(),
        watchControl: WatchControl(interval: 0, pause: { _ in }, shouldStop: { true }))

      let json = tool.run(["dashboard", "room", "--format", "json", "--sort", "name"])
      let badFormat = tool.run(["dashboard", "room", "--format", "pdf"])
      let badSort = tool.run(["dashboard", "room", "--sort", "speed"])
      let badInterval = tool.run(["dashboard", "room", "--watch", "--interval", "0"])

      #expect(json == .success)
      #expect(recording.output.contains("\"learner\" : \"ada\""))
      #expect([badFormat, badSort, badInterval].allSatisfy { $0 == .usage })
      #expect(recording.errors.contains("warning: \(folder.path)/room/bob/data-model.jsonl:2"))
    }
  }

  @Test func watchingWritesThePageAgainWhenAJournalChanges() throws {
    try withTemporaryDirectory { folder in
      let room = folder.appendingPathComponent("room")
      try makeRoom(in: room)
      let pauses = Counter()
      let recording = ConsoleRecording()
      let journal = room.appendingPathComponent("cy/data-model.jsonl")
      let line = run(30, .green)
      let tool = KataTool(
        currentDirectory: folder, environment: [:], console: recording.console(),
        watchControl: WatchControl(
          interval: 0,
          pause: { _ in
            if pauses.increment() == 1 { try? Data((line + "\n").utf8).write(to: journal) }
          },
          shouldStop: { pauses.value >= 3 }))

      let status = tool.run(["dashboard", "room", "--watch", "--interval", "1"])

      #expect(status == .success)
      #expect(recording.output.components(separatedBy: "Wrote room/dashboard.html").count - 1 == 2)
      let page = try String(
        contentsOf: room.appendingPathComponent("dashboard.html"), encoding: .utf8)
      #expect(page.contains("<meta http-equiv=\"refresh\" content=\"1\">"))
    }
  }
}

extension DashboardTests {
  @Test func aJournalOfTwoWorkspacesIsTwoRowsAndOneWithoutIdsKeysByName() throws {
    try withTemporaryDirectory { folder in
      func entry(_ minute: Int, _ event: JournalEntry.Event, workspace: String?) -> String {
        var entry = JournalEntry(
          time: String(format: "2026-11-23T09:%02d:00Z", minute), event: event,
          step: "01-step", stepNumber: 1, light: event == .run ? .red : nil)
        entry.workspace = workspace
        if event == .start { entry.mode = workspace == "late" ? .testFirst : .guided }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try! encoder.encode(entry), as: UTF8.self)
      }
      try write(
        [
          "ada/tiny.jsonl": [
            entry(0, .start, workspace: nil), entry(1, .run, workspace: nil),
            entry(2, .start, workspace: "late"), entry(3, .run, workspace: nil),
            entry(4, .run, workspace: "late"), entry(5, .run, workspace: "late"),
          ].joined(separator: "\n") + "\n"
        ], in: folder)

      let rows = Dashboard(classroom: Classroom(folder: folder), order: .name).rows

      #expect(rows.map(\.workspace) == [nil, "late"])
      #expect(rows.map(\.workspaceNumber) == [1, 2])
      #expect(rows.map(\.runs.count) == [2, 2])
      #expect(rows.map(\.mode) == [.guided, .testFirst])
      #expect(rows.map(\.kataLabel) == ["tiny", "tiny · workspace 2"])
      let markdown = Dashboard(classroom: Classroom(folder: folder), order: .name).markdown
      #expect(markdown.contains("| ada | tiny · workspace 2 | test-first |"))
    }
  }
}

extension DashboardTests {
  @Test func aJournalWhoseEveryLineIsDamagedIsStillARowWithoutLights() throws {
    try withTemporaryDirectory { folder in
      try write(["ada/tiny.jsonl": "{not json\n"], in: folder)

      let rows = Dashboard(classroom: Classroom(folder: folder)).rows

      #expect(rows.map(\.learner) == ["ada"] && rows.map(\.kata) == ["tiny"])
      #expect(rows[0].runs.isEmpty)
    }
  }
}
