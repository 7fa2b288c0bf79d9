import Foundation
import TestSupport
import Testing

@testable import KataKit

/// The wall's flags, fair to each pair (#49): its own time box counts (one set mid-step
/// too), a finished pair reads done, a pair silent for longer than its box reads quiet, and
/// a workspace renamed on the way is one row.
@Suite struct FairFlagsTests {
  let room = ProjectorAndRetroTests()

  func status(of learner: String, in folder: URL) -> String? {
    let dashboard = Dashboard(classroom: Classroom(folder: folder), now: ProjectorAndRetroTests.now)
    return dashboard.rows.first { $0.learner == learner }.map { PairStatus($0).words }
  }

  /// A test-first pair that began with the guides' 8 minutes and set 15 (`kata set
  /// timebox 15`) mid-step: its runs carry 15, and at 11 minutes on the step it is not past it.
  @Test func aPairsOwnTimeBoxCountsOneSetMidStepToo() throws {
    try withTemporaryDirectory { folder in
      try write(
        [
          "ada+bob/tiny.jsonl": [
            room.entry(9, .start, step: 1) { $0.timebox = 8 },
            room.entry(12, .run, step: 1, light: .red) { $0.timebox = 15 },
            room.entry(19, .run, step: 1, light: .red) { $0.timebox = 15 },
          ].joined(separator: "\n") + "\n"
        ], in: folder)

      #expect(status(of: "ada+bob", in: folder) == "working")
    }
  }

  @Test func aPairPastItsOwnTimeBoxIsAskedIfStuck() throws {
    try withTemporaryDirectory { folder in
      try write(
        [
          "ada+bob/tiny.jsonl": [
            room.entry(2, .start, step: 1) { $0.timebox = 15 },
            room.entry(19, .run, step: 1, light: .red) { $0.timebox = 15 },
          ].joined(separator: "\n") + "\n"
        ], in: folder)

      #expect(status(of: "ada+bob", in: folder) == "stuck? past its 15-min box")
    }
  }

  @Test func aFinishedPairReadsDoneHoweverLongAgo() throws {
    try withTemporaryDirectory { folder in
      try write(
        [
          "ada/tiny.jsonl": [
            room.entry(0, .start, step: 1), room.entry(1, .next, step: 3),
            room.entry(2, .run, step: 3, light: .green),
          ].joined(separator: "\n") + "\n"
        ], in: folder)

      #expect(status(of: "ada", in: folder) == "done")
    }
  }

  /// The morning after, yesterday's pairs are history: shown as away, never flagged, with
  /// no minutes on their step and no driver told to hand over.
  @Test func aPairUnseenSinceAnEarlierDayReadsAwayAndIsNeverFlagged() throws {
    try withTemporaryDirectory { folder in
      try write(
        [
          "ada/tiny.jsonl": [
            room.entry(0, .start, step: 1) { $0.timebox = 8 },
            room.entry(3, .run, step: 1, light: .red) {
              $0.driver = "ada"
              $0.rotateEvery = 7
            },
          ].joined(separator: "\n") + "\n"
        ], in: folder)
      let morning = ProjectorAndRetroTests.now.addingTimeInterval(17 * 3600)

      let dashboard = Dashboard(classroom: Classroom(folder: folder), now: morning)
      let row = try #require(dashboard.rows.first)
      let wall = ProjectorWall(
        dashboard: dashboard, view: DashboardView(layout: .projector, anonymous: false),
        live: false
      ).card(row, index: 0, name: "ada").text

      #expect(PairStatus(row) == .away(minutes: 17 * 60 + 17))
      #expect(!PairStatus(row).isFlagged)
      #expect(wall.contains("class=\"pair away\""), "\(wall)")
      #expect(wall.contains("away, seen 17 h ago"))
      #expect(
        !wall.contains("min on it") && !wall.contains("hand over") && !wall.contains("drives"))
      #expect(status(of: "ada", in: folder) == "quiet for 17 min", "the same pair that morning")
    }
  }

  /// After `kata next`, 16 minutes of silence: not "working".
  @Test func aPairSilentForLongerThanItsTimeBoxReadsQuiet() throws {
    try withTemporaryDirectory { folder in
      try write(
        [
          "ada/tiny.jsonl": [
            room.entry(0, .start, step: 1) { $0.timebox = 8 },
            room.entry(3, .run, step: 1, light: .green) { $0.timebox = 8 },
            room.entry(4, .next, step: 2) { $0.timebox = 8 },
          ].joined(separator: "\n") + "\n"
        ], in: folder)

      #expect(status(of: "ada", in: folder) == "quiet for 16 min")
      let desk = Dashboard(classroom: Classroom(folder: folder), now: ProjectorAndRetroTests.now)
        .html()
      #expect(
        desk.contains(
          "<th scope=\"row\">ada<br><small class=\"flag\">quiet for 16 min</small></th>"),
        "the desk's yellow row says why")
    }
  }

  /// A break stops the quiet clock too: a pair back from lunch is not quiet for the time the
  /// room was away, and a long silence reads in hours or days, not thousands of minutes.
  @Test func aBreakCountsOnNoOnesQuietClock() throws {
    try withTemporaryDirectory { folder in
      try write(
        [
          "ada/tiny.jsonl": [
            room.entry(0, .start, step: 1) { $0.timebox = 8 },
            room.entry(4, .next, step: 2) { $0.timebox = 8 },
          ].joined(separator: "\n") + "\n"
        ], in: folder)
      var clock = RoomClock()
      let start = Int(ProjectorAndRetroTests.now.timeIntervalSince1970) - 20 * 60
      _ = clock.pause(at: start + 5 * 60)
      _ = clock.resume(at: start + 15 * 60)
      try clock.write(in: folder)

      #expect(status(of: "ada", in: folder) == "working", "16 min since, 10 of them a break")
      #expect(PairRow.duration(75) == "1 h" && PairRow.duration(4390) == "3 days")
    }
  }

  /// `kata set name` mid-kata: the workspace's entries under both names are one row, under
  /// the new name, flagged by its whole history; the diff of a run under the old name shows.
  @Test func aRenamedWorkspaceIsOneRow() throws {
    try withTemporaryDirectory { folder in
      let code = ["Sources/Tiny/A.swift": "let a = 1\n"]
      let fingerprint = try CodeSnapshot.keep(
        code.mapValues { Data($0.utf8) }, in: folder.appendingPathComponent("ada/snapshots"))
      try write(
        [
          "ada/tiny.jsonl": [
            room.entry(2, .start, step: 1) {
              $0.workspace = "w1"
              $0.learner = "ada"
            },
            room.entry(3, .run, step: 1, light: .red) {
              $0.workspace = "w1"
              $0.learner = "ada"
              $0.snapshot = fingerprint
            },
          ].joined(separator: "\n") + "\n",
          "ada+bob/tiny.jsonl": [
            room.entry(18, .run, step: 1, light: .red) {
              $0.workspace = "w1"
              $0.learner = "ada+bob"
            }
          ].joined(separator: "\n") + "\n",
        ], in: folder)

      let dashboard = Dashboard(
        classroom: Classroom(folder: folder), now: ProjectorAndRetroTests.now)
      let server = ClassroomServer(
        folder: folder, token: "ROOM-1234", now: { ProjectorAndRetroTests.now })
      let request = try #require(
        HTTPRequest(
          head: Data(
            "GET /diff?learner=ada%2Bbob&kata=tiny&run=1&workspace=w1 HTTP/1.1\r\nHost: r".utf8)))

      #expect(dashboard.rows.map(\.learner) == ["ada+bob"])
      #expect(dashboard.rows.first?.runs.count == 2)
      #expect(dashboard.rows.first?.workspaceNumber == 1)
      #expect(dashboard.rows.first?.runs.first?.hasCode == true)
      #expect(status(of: "ada+bob", in: folder) == "stuck? not green for 18 min")
      #expect(server.respond(to: request).status == 200)
    }
  }

  /// Two pairs who both chose ada+bob (one with `--force`): on the anonymous wall each row
  /// has an animal of its own.
  @Test func twoWorkspacesOfOneNameGetAnimalsOfTheirOwn() throws {
    try withTemporaryDirectory { folder in
      try write(
        [
          "ada+bob/tiny.jsonl": [
            room.entry(2, .start, step: 1) { $0.workspace = "laptop-1" },
            room.entry(3, .start, step: 1) { $0.workspace = "laptop-2" },
          ].joined(separator: "\n") + "\n"
        ], in: folder)
      let dashboard = Dashboard(
        classroom: Classroom(folder: folder), now: ProjectorAndRetroTests.now)

      let wall = dashboard.html(view: DashboardView(layout: .projector, anonymous: true))
      let names = wall.matches(of: #/<h2 class="name">([^<]+)</h2>/#).map {
        String($0.1)
      }

      #expect(names.count == 2)
      #expect(Set(names).count == 2, "\(names)")
      #expect(!wall.contains("ada+bob"))
    }
  }
}
