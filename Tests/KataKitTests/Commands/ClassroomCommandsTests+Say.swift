import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// The instructor's line to the room (`kata dashboard ROOM --say`), end to end in a
/// shared-folder room and in a room served over loopback: each pair's next run shows it
/// once, `kata status` whenever it stands, the wall above the lights; `--say ""` clears it.
extension ClassroomCommandsTests {
  /// The line as a run prints it.
  static let said = "Room: stop: debrief at 11:00\n"

  /// How many times `text` holds `part`.
  func count(_ part: String, in text: String) -> Int {
    text.components(separatedBy: part).count - 1
  }

  @Test func aLineToASharedFolderRoomReachesEveryPairOnceAndStatusWhileItStands() throws {
    try withTemporaryDirectory { folder in
      _ = try makeTinyKataAndRoom(in: folder)
      _ = run(["start", "tiny", "--name", "ada", "--classroom", "room"], in: folder)
      let quiet = run(["test"], in: folder, runner: ScriptedRunner([try Runs.red]))

      let said = run(["dashboard", "room", "--say", "  stop: debrief at 11:00 "], in: folder)
      let first = run(["test"], in: folder, minutes: 1, runner: ScriptedRunner([try Runs.red]))
      let second = run(["test"], in: folder, minutes: 2, runner: ScriptedRunner([try Runs.red]))
      let status = run(["status"], in: folder)
      let markdown = run(["dashboard", "room", "--format", "markdown"], in: folder)
      let cleared = run(["dashboard", "room", "--say", ""], in: folder)
      let again = run(["dashboard", "room", "--say", ""], in: folder)
      let after = run(["test"], in: folder, minutes: 3, runner: ScriptedRunner([try Runs.red]))
      let statusAfter = run(["status"], in: folder)
      _ = run(["dashboard", "room", "--say", "stop: debrief at 11:00"], in: folder)
      let watched = run(["watch"], in: folder, runner: ScriptedRunner([try Runs.green]))

      #expect(!quiet.output.contains("Room:"))
      #expect(
        said.output
          == "Said to the room: stop: debrief at 11:00\nEvery pair sees it at its next run and in 'kata status'; 'kata dashboard room --say \"\"' clears it.\n"
      )
      #expect(count(Self.said, in: first.output) == 1 && first.output.hasSuffix(Self.said))
      #expect(!second.output.contains("Room:"))
      #expect(status.output.hasSuffix(Self.said))
      #expect(markdown.output.hasPrefix("# Classroom\n\n\(Self.said)\n|"))
      #expect(cleared.output == "Cleared the line to the room.\n")
      #expect(again.output == "The room has no line to clear.\n")
      #expect(!after.output.contains("Room:") && !statusAfter.output.contains("Room:"))
      #expect(count(Self.said, in: watched.output) == 1, "the same line said again is new")
    }
  }

  @Test func aLineToAServedRoomComesWithTheRunsAnswerAndARoomAwayStaysSilent() throws {
    try withTemporaryDirectory { folder in
      let room = try makeTinyKataAndRoom(in: folder)
      let away = Locked(false)

      try withClassroom(in: room, away: away) { address in
        _ = run(
          ["start", "tiny", "--name", "ada", "--classroom", address],
          in: folder, environment: ["KATA_ROOM_TOKEN": "ROOM-1357"])
        _ = run(["dashboard", "room", "--say", "stop: debrief at 11:00"], in: folder)
        let first = run(["test"], in: folder, minutes: 1, runner: ScriptedRunner([try Runs.red]))
        let second = run(["test"], in: folder, minutes: 2, runner: ScriptedRunner([try Runs.red]))
        let status = run(["status"], in: folder)
        let wall = try page("/table", at: address)
        let projector = try page("/projector", at: address)

        _ = run(["dashboard", "room", "--say", "pairs <b>&</b> swap"], in: folder)
        away.withLock { $0 = true }
        let awayRun = run(["test"], in: folder, minutes: 3, runner: ScriptedRunner([try Runs.red]))
        let awayStatus = run(["status"], in: folder)
        away.withLock { $0 = false }
        let escaped = try page("/", at: address)
        let back = run(["test"], in: folder, minutes: 4, runner: ScriptedRunner([try Runs.red]))

        _ = run(["dashboard", "room", "--say", ""], in: folder)
        let after = run(["test"], in: folder, minutes: 5, runner: ScriptedRunner([try Runs.red]))
        let statusAfter = run(["status"], in: folder)
        let bare = try page("/table", at: address)

        #expect(count(Self.said, in: first.output) == 1 && first.errors.isEmpty)
        #expect(!second.output.contains("Room:"))
        #expect(status.output.hasSuffix(Self.said))
        #expect(wall.contains("<p class=\"say\" role=\"status\">Room: stop: debrief at 11:00</p>"))
        #expect(
          projector.contains("<p class=\"banner say\" role=\"status\">stop: debrief at 11:00</p>"))
        #expect(!awayRun.output.contains("Room:") && !awayStatus.output.contains("Room:"))
        #expect(awayRun.errors.contains("did not take this run (HTTP 503: away)"))
        #expect(escaped.contains("Room: pairs &lt;b&gt;&amp;&lt;/b&gt; swap</p>"))
        #expect(back.output.hasSuffix("Room: pairs <b>&</b> swap\n"))
        #expect(!after.output.contains("Room:") && !statusAfter.output.contains("Room:"))
        #expect(!bare.contains("class=\"say\""))
      }
    }
  }

  @Test func aLineWithAControlCharacterOrOver200CharactersIsRefused() throws {
    try withTemporaryDirectory { folder in
      let room = folder.appendingPathComponent("room")
      try FileManager.default.createDirectory(at: room, withIntermediateDirectories: true)

      let escape = run(["dashboard", "room", "--say", "look \u{1B}[2J here"], in: folder)
      let twoLines = run(["dashboard", "room", "--say", "one\ntwo"], in: folder)
      let long = run(
        ["dashboard", "room", "--say", String(repeating: "é", count: 201)], in: folder)
      let longest = run(
        ["dashboard", "room", "--say", String(repeating: "é", count: 200)], in: folder)
      try Data("hand-made \u{1B}[31m\n".utf8).write(
        to: room.appendingPathComponent(RoomMessage.fileName))
      let damaged = Classroom(folder: room).message

      #expect([escape.status, twoLines.status, long.status] == [.usage, .usage, .usage])
      #expect(
        escape.errors
          == "kata: invalid --say 'look \\u{1b}[2J here': expected one line without control characters (a tab, a newline, an escape) or direction marks (see 'kata help dashboard')\n"
      )
      #expect(long.errors.contains("expected one line of at most 200 characters (it has 201)"))
      #expect(longest.status == .success)
      #expect(damaged == nil, "a line the room may not show is not shown")
    }
  }

  /// Each of the dashboard's uses is chosen by its option; two uses at once, or an option of
  /// a use without the option that chooses it, are refused by the declaration, naming both,
  /// before anything is said, served or written.
  @Test(arguments: [
    (
      ["--say", "hello", "--serve", "8080", "--projector"],
      "kata: --serve and --say cannot be used together: each chooses a use of its own, so run one at a time (see 'kata help dashboard')\n"
    ),
    (
      ["--retro", "--serve", "8080"],
      "kata: --serve and --retro cannot be used together: each chooses a use of its own, so run one at a time (see 'kata help dashboard')\n"
    ),
    (
      ["--pause", "--resume"],
      "kata: --pause and --resume cannot be used together: each chooses a use of its own, so run one at a time (see 'kata help dashboard')\n"
    ),
    (["--host", "127.0.0.1"], "kata: --host needs --serve (see 'kata help dashboard')\n"),
  ])
  func twoUsesAtOnceAreRefusedNamingBoth(arguments: [String], error: String) throws {
    try withTemporaryDirectory { folder in
      let room = folder.appendingPathComponent("room")
      try FileManager.default.createDirectory(at: room, withIntermediateDirectories: true)

      let refused = run(["dashboard", "room"] + arguments, in: folder)

      #expect(refused.status == .usage)
      #expect(refused.errors == error)
      #expect(refused.output.isEmpty)
      #expect(try FileManager.default.contentsOfDirectory(atPath: room.path).isEmpty)
    }
  }
}
