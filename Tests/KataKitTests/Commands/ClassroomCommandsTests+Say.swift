import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// The instructor's line to the room (`kata dashboard say ROOM`), end to end in a
/// shared-folder room and in a room served over loopback: each pair's next run shows it
/// once, `kata status` whenever it stands, the wall above the lights; an empty line clears
/// it.
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

      let said = run(["dashboard", "say", "room", "  stop: debrief at 11:00 "], in: folder)
      let first = run(["test"], in: folder, minutes: 1, runner: ScriptedRunner([try Runs.red]))
      let second = run(["test"], in: folder, minutes: 2, runner: ScriptedRunner([try Runs.red]))
      let status = run(["status"], in: folder)
      let markdown = run(["dashboard", "room", "--format", "markdown"], in: folder)
      let cleared = run(["dashboard", "say", "room", ""], in: folder)
      let again = run(["dashboard", "say", "room", ""], in: folder)
      let after = run(["test"], in: folder, minutes: 3, runner: ScriptedRunner([try Runs.red]))
      let statusAfter = run(["status"], in: folder)
      _ = run(["dashboard", "say", "room", "stop: debrief at 11:00"], in: folder)
      let watched = run(["watch"], in: folder, runner: ScriptedRunner([try Runs.green]))

      #expect(!quiet.output.contains("Room:"))
      #expect(
        said.output
          == "Said to the room: stop: debrief at 11:00\nEvery pair sees it at its next run and in 'kata status'; 'kata dashboard say room \"\"' clears it.\n"
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
        _ = run(["dashboard", "say", "room", "stop: debrief at 11:00"], in: folder)
        let first = run(["test"], in: folder, minutes: 1, runner: ScriptedRunner([try Runs.red]))
        let second = run(["test"], in: folder, minutes: 2, runner: ScriptedRunner([try Runs.red]))
        let status = run(["status"], in: folder)
        let wall = try page("/table", at: address)
        let projector = try page("/projector", at: address)

        _ = run(["dashboard", "say", "room", "pairs <b>&</b> swap"], in: folder)
        away.withLock { $0 = true }
        let awayRun = run(["test"], in: folder, minutes: 3, runner: ScriptedRunner([try Runs.red]))
        let awayStatus = run(["status"], in: folder)
        away.withLock { $0 = false }
        let escaped = try page("/", at: address)
        let back = run(["test"], in: folder, minutes: 4, runner: ScriptedRunner([try Runs.red]))

        _ = run(["dashboard", "say", "room", ""], in: folder)
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

      let escape = run(["dashboard", "say", "room", "look \u{1B}[2J here"], in: folder)
      let twoLines = run(["dashboard", "say", "room", "one\ntwo"], in: folder)
      let long = run(
        ["dashboard", "say", "room", String(repeating: "é", count: 201)], in: folder)
      let longest = run(
        ["dashboard", "say", "room", String(repeating: "é", count: 200)], in: folder)
      try Data("hand-made \u{1B}[31m\n".utf8).write(
        to: room.appendingPathComponent(RoomMessage.fileName))
      let damaged = Classroom(folder: room).message

      #expect([escape.status, twoLines.status, long.status] == [.usage, .usage, .usage])
      #expect(
        escape.errors
          == "kata: invalid LINE 'look \\u{1b}[2J here': expected one line without control characters (a tab, a newline, an escape) or direction marks (see 'kata help dashboard say')\n"
      )
      #expect(long.errors.contains("expected one line of at most 200 characters (it has 201)"))
      #expect(longest.status == .success)
      #expect(damaged == nil, "a line the room may not show is not shown")
    }
  }

  /// The former spellings still work for one release, each with a warning that names the
  /// subcommand it is now.
  @Test func theFormerFlagsStillWorkAndNameTheirSubcommand() throws {
    try withTemporaryDirectory { folder in
      _ = try makeTinyKataAndRoom(in: folder)

      let said = run(["dashboard", "room", "--say", "stop: debrief at 11:00"], in: folder)
      let paused = run(["dashboard", "room", "--pause"], in: folder)
      let debrief = run(["dashboard", "room", "--retro"], in: folder)

      #expect(said.status == .success && paused.status == .success && debrief.status == .success)
      #expect(
        RoomMessage.read(in: folder.appendingPathComponent("room")) == "stop: debrief at 11:00")
      #expect(
        said.errors
          == "kata: warning: --say is now 'kata dashboard say'; the old name goes in the next release\n"
      )
      #expect(paused.output.hasPrefix("Paused the room's clocks"))
      #expect(paused.errors.contains("warning: --pause is now 'kata dashboard pause'"))
      #expect(debrief.errors.contains("warning: --retro is now 'kata dashboard retro'"))
    }
  }

  /// Each of the dashboard's uses is a subcommand; two of their former flags at once, an
  /// option of one use given to another or to the page, are refused by the declaration,
  /// naming both, before anything is said, served or written.
  @Test(arguments: [
    (
      ["room", "--say", "hello", "--serve", "8080", "--projector"],
      "kata: --say and --serve cannot be used together: each chooses a use of its own, so run one at a time (see 'kata help dashboard')\n"
    ),
    (
      ["room", "--retro", "--serve", "8080"],
      "kata: --retro and --serve cannot be used together: each chooses a use of its own, so run one at a time (see 'kata help dashboard')\n"
    ),
    (
      ["room", "--pause", "--resume"],
      "kata: --pause and --resume cannot be used together: each chooses a use of its own, so run one at a time (see 'kata help dashboard')\n"
    ),
    (
      ["room", "--host", "127.0.0.1"],
      "kata: --host is an option of 'kata dashboard serve' (see 'kata help dashboard')\n"
    ),
    (
      ["say", "room", "hello", "--projector"],
      "kata: unknown option '--projector' (see 'kata help dashboard say')\n"
    ),
    (
      ["serve", "room", "--since", "10:00"],
      "kata: unknown option '--since' (see 'kata help dashboard serve')\n"
    ),
  ])
  func twoUsesAtOnceAreRefusedNamingBoth(arguments: [String], error: String) throws {
    try withTemporaryDirectory { folder in
      let room = folder.appendingPathComponent("room")
      try FileManager.default.createDirectory(at: room, withIntermediateDirectories: true)

      let refused = run(["dashboard"] + arguments, in: folder)

      #expect(refused.status == .usage)
      #expect(refused.errors == error)
      #expect(refused.output.isEmpty)
      #expect(try FileManager.default.contentsOfDirectory(atPath: room.path).isEmpty)
    }
  }
}
