import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// The classroom from the learner's and the instructor's commands, over loopback: `kata
/// start` checks the room first, runs reach it over HTTP, nothing is lost while it is away,
/// and `set`, `doctor`, `rotate`, `export` and `dashboard --serve`/`--retro` do their part.
@Suite struct ClassroomCommandsTests {
  static let start = Date(timeIntervalSince1970: 1_800_000_000)

  func run(
    _ arguments: [String], in folder: URL, minutes: Int = 0,
    environment: [String: String] = [:], runner: any TestRunning = ScriptedRunner([]),
    shouldStop: @escaping @Sendable () -> Bool = { true },
    recording: ConsoleRecording = ConsoleRecording(), invocation: Invocation = .installed,
    sendEvery: Double = 30
  ) -> (status: ExitCode, output: String, errors: String) {
    let now = Self.start.addingTimeInterval(Double(minutes * 60))
    let tool = KataTool(
      currentDirectory: folder, environment: environment, console: recording.console(),
      runners: Runners(runner), now: { now },
      watchControl: WatchControl(
        interval: 0, pause: { _ in }, shouldStop: shouldStop, sendEvery: sendEvery),
      invocation: invocation)
    let status = tool.run(arguments)
    return (status, recording.output, recording.errors)
  }

  /// A classroom server for the room in `folder` on a free loopback port, which answers
  /// 503 while `away` is true, for `body`.
  func withClassroom<T>(
    in folder: URL, away: Locked<Bool> = Locked(false), _ body: (String) throws -> T
  ) throws -> T {
    let classroom = ClassroomServer(folder: folder, token: "ROOM-1357", now: { Self.start })
    let server = try HTTPServer(host: "127.0.0.1", port: 0) { request in
      away.current ? .error(503, "away") : classroom.respond(to: request)
    }
    let thread = Thread { server.run() }
    thread.start()
    defer { server.stop() }
    return try body("http://127.0.0.1:\(server.port)")
  }

  @Test func startRefusesAClassroomThatIsNotThereAndCreatesNothing() throws {
    try withTemporaryDirectory { folder in
      let room = try makeTinyKataAndRoom(in: folder)

      try withClassroom(in: room) { address in
        let missing = run(["start", "tiny", "--name", "ada", "--classroom", "nowhere"], in: folder)
        let wrongToken = run(
          ["start", "tiny", "--name", "ada", "--classroom", address, "--room-token", "GUESS-1234"],
          in: folder)
        let noToken = run(["start", "tiny", "--name", "ada", "--classroom", address], in: folder)
        let closed = run(
          ["start", "tiny", "--name", "ada", "--classroom", "http://127.0.0.1:1"],
          in: folder, environment: ["KATA_ROOM_TOKEN": "ROOM-1357"])

        #expect(
          [missing.status, wrongToken.status, closed.status] == [.failure, .failure, .failure])
        #expect(
          missing.errors
            == "kata: cannot use the classroom \(folder.path)/nowhere: no such folder; ask the instructor for the room's folder or server\n"
        )
        #expect(
          wrongToken.errors
            == "kata: cannot use the classroom \(address): it refused the room token as not this room's; ask the instructor for it again (--room-token)\n"
        )
        #expect(
          noToken.errors
            == "kata: cannot use the classroom \(address): it needs the room's token and this workspace has none; ask the instructor for it (--room-token)\n"
        )
        #expect(!wrongToken.errors.contains("GUESS") && !closed.errors.contains("ROOM-1357"))
        #expect(closed.errors.contains("http://127.0.0.1:1: no answer; check the address"))
        #expect(
          !FileManager.default.fileExists(
            atPath: folder.appendingPathComponent("kata-workspace").path))
      }
    }
  }

  @Test func runsReachTheServerAndNothingIsLostWhileItIsAway() throws {
    try withTemporaryDirectory { folder in
      let room = try makeTinyKataAndRoom(in: folder)
      let away = Locked(false)

      try withClassroom(in: room, away: away) { address in
        let start = run(
          ["start", "tiny", "--name", "ada", "--classroom", address],
          in: folder, environment: ["KATA_ROOM_TOKEN": "ROOM-1357"])
        let first = run(["test"], in: folder, minutes: 1, runner: ScriptedRunner([try Runs.red]))
        away.withLock { $0 = true }
        let missed = run(["test"], in: folder, minutes: 2, runner: ScriptedRunner([try Runs.red]))
        let waiting = Journal(
          url: folder.appendingPathComponent("kata-workspace/tiny/.kata/outbox.jsonl")
        ).entries()
        away.withLock { $0 = false }
        let status = run(["status"], in: folder)
        let sentByStatus = Journal(url: room.appendingPathComponent("ada/tiny.jsonl")).entries()
        let back = run(["test"], in: folder, minutes: 3, runner: ScriptedRunner([try Runs.green]))

        #expect(start.status == .success, "\(start.errors)")
        #expect(first.errors.isEmpty)
        #expect(
          missed.errors.contains(
            "warning: the classroom \(address) did not take this run (HTTP 503: away)"
          ))
        #expect(waiting.map(\.event) == [.run])
        #expect(status.errors.isEmpty, "\(status.errors)")
        #expect(
          sentByStatus.compactMap(\.light) == [.red, .red],
          "kata status sends what waited while the room was away")
        #expect(back.errors.isEmpty)
        let kept = Journal(url: room.appendingPathComponent("ada/tiny.jsonl")).entries()
        #expect(kept.map(\.event) == [.start, .run, .run, .run])
        #expect(kept.compactMap(\.light) == [.red, .red, .green])
        #expect(Set(kept.compactMap(\.id)).count == 4)
        #expect(
          Journal(url: folder.appendingPathComponent("kata-workspace/tiny/.kata/outbox.jsonl"))
            .entries().isEmpty)
        let token = try String(
          contentsOf: folder.appendingPathComponent("kata-workspace/tiny/.kata/room-token"),
          encoding: .utf8)
        #expect(token == "ROOM-1357\n")
        let mode =
          try FileManager.default.attributesOfItem(
            atPath: folder.appendingPathComponent("kata-workspace/tiny/.kata/room-token").path)[
            .posixPermissions] as? Int
        #expect(mode == 0o600)
      }
    }
  }

  @Test func setClassroomAddsOrChangesTheRoomAndRefusesOneThatIsNotThere() throws {
    try withTemporaryDirectory { folder in
      let room = try makeTinyKataAndRoom(in: folder)
      _ = run(["start", "tiny", "--name", "bob"], in: folder)

      let missing = run(["set", "classroom", "nowhere"], in: folder)
      let set = run(["set", "classroom", "room"], in: folder)
      _ = run(["test"], in: folder, runner: ScriptedRunner([try Runs.red]))

      #expect(missing.status == .failure)
      #expect(missing.errors.hasPrefix("kata: cannot use the classroom \(folder.path)/nowhere"))
      #expect(set.output == "Set classroom to room for kata-workspace/tiny.\n")
      let again = run(["set", "classroom", "room"], in: folder)

      #expect(again.status == .success)
      #expect(
        Journal(url: room.appendingPathComponent("bob/tiny.jsonl")).entries().map(\.event)
          == [.start, .run], "the journal from before goes to the room, once")
    }
  }

  @Test func doctorChecksTheClassroomBeforeTheWorkshop() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      try withClassroom(in: folder) { address in
        let good = run(
          ["doctor", "--classroom", address, "--room-token", "ROOM-1357"], in: folder,
          environment: ["PATH": folder.path])
        let bad = run(
          ["doctor", "--classroom", address, "--room-token", "WRONG-99"], in: folder,
          environment: ["PATH": folder.path])

        #expect(good.output.contains("✓ the classroom \(address) answers\n"))
        #expect(
          bad.output.contains(
            "✗ cannot use the classroom \(address): it refused the room token as not this room's; ask the instructor for it again (--room-token)\n"
          ))
        #expect(!bad.output.contains("WRONG-99"))
      }
    }
  }

  @Test func rotateEveryKeepsATimerAndTheJournalKnowsWhoDrove() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      _ = run(["start", "tiny", "--name", "ada+bob"], in: folder)

      let timer = run(["rotate", "ada", "--every", "7"], in: folder)
      let early = run(["test"], in: folder, minutes: 6, runner: ScriptedRunner([try Runs.red]))
      let late = run(["test"], in: folder, minutes: 8, runner: ScriptedRunner([try Runs.red]))
      let handedOver = run(["rotate", "bob"], in: folder, minutes: 9)
      let after = run(["test"], in: folder, minutes: 10, runner: ScriptedRunner([try Runs.red]))
      let bad = run(["rotate", "--every", "soon"], in: folder)

      #expect(
        timer.output
          == "Rotate every 7 minutes: each run says when it is time.\nada drives now. The journal keeps the change.\n"
      )
      #expect(!early.output.contains("Rotate:"))
      #expect(
        late.output.contains(
          "Rotate: ada has driven 8 minutes (every 7). Hand over, then kata rotate NAME."))
      #expect(handedOver.status == .success && !after.output.contains("Rotate:"))
      #expect(bad.status == .usage)
      let entries = Journal(
        url: folder.appendingPathComponent("kata-workspace/tiny/.kata/journal.jsonl")
      ).entries()
      let runs = entries.filter { $0.event == .run }
      #expect(runs.map(\.driver) == ["ada", "ada", "bob"])
      #expect(
        entries.filter { $0.event == .run || $0.event == .rotate }.map(\.rotateEvery)
          == [7, 7, 7, 7, 7], "the timer reaches the room with every change and run")
    }
  }

  @Test func exportIsNamedAfterTheLearnerAndSaysTheMode() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      _ = run(["start", "tiny", "--name", "ada", "--dir", "ada"], in: folder)
      _ = run(["start", "tiny", "--name", "bob", "--dir", "bob", "--test-first"], in: folder)

      let ada = run(["export", "--dir", "ada", "--output", "out"], in: folder)
      let bob = run(["export", "--dir", "bob", "--output", "out"], in: folder)

      #expect(
        ada.output == "Wrote out/kata-tiny-ada-journal.json and out/kata-tiny-ada-journal.md\n")
      #expect(
        bob.output == "Wrote out/kata-tiny-bob-journal.json and out/kata-tiny-bob-journal.md\n")
      let markdown = try String(
        contentsOf: folder.appendingPathComponent("out/kata-tiny-bob-journal.md"), encoding: .utf8)
      #expect(markdown.contains("Learner: bob. Mode: test-first."))
    }
  }

  /// The first command of the workshop guide, in a fresh folder: serving a room makes its
  /// folder; a file in its place is refused, and only serving makes one.
  @Test func servingARoomMakesItsFolder() throws {
    try withTemporaryDirectory { folder in
      let served = run(
        [
          "dashboard", "serve", "room", "--port", "0", "--host", "127.0.0.1", "--room-token",
          "ROOM-1357",
        ],
        in: folder)
      let page = run(["dashboard", "other"], in: folder)
      try Data("a file".utf8).write(to: folder.appendingPathComponent("file"))
      let onAFile = run(
        ["dashboard", "serve", "file", "--port", "0", "--host", "127.0.0.1"], in: folder)

      #expect(served.status == .success, "\(served.errors)")
      #expect(FileManager.default.isFolder(atPath: folder.appendingPathComponent("room").path))
      #expect(page.status == .usage)
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("other").path))
      #expect(onAFile.status == .usage)
      #expect(
        try String(contentsOf: folder.appendingPathComponent("file"), encoding: .utf8) == "a file")
    }
  }

  /// One server per room: a second `kata dashboard serve` of a room served already is
  /// refused, naming why and the first one's address, and takes no post.
  @Test func aRoomServedAlreadyIsNotServedTwice() throws {
    try withTemporaryDirectory { folder in
      let room = folder.appendingPathComponent("room")
      try FileManager.default.createDirectory(at: room, withIntermediateDirectories: true)
      let lock = open(
        room.appendingPathComponent(".server.lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
      defer { close(lock) }
      #expect(flock(lock, LOCK_EX | LOCK_NB) == 0)
      let address = Data("http://192.0.2.7:8080\n".utf8)
      _ = address.withUnsafeBytes { pwrite(lock, $0.baseAddress, address.count, 0) }

      let second = run(
        [
          "dashboard", "serve", "room", "--port", "0", "--host", "127.0.0.1", "--room-token",
          "ROOM-1357",
        ],
        in: folder)

      #expect(second.status == .failure)
      #expect(
        second.errors.contains(
          "serves this room already; stop it first, or open its address, http://192.0.2.7:8080\n"),
        "\(second.errors)")
    }
  }

  @Test func dashboardServesTheRoomUntilStopped() throws {
    try withTemporaryDirectory { folder in
      let room = folder.appendingPathComponent("room")
      try FileManager.default.createDirectory(at: room, withIntermediateDirectories: true)
      let recording = ConsoleRecording()
      let answers = Locked<[String]>([])

      let served = run(
        [
          "dashboard", "serve", "room", "--port", "0", "--host", "127.0.0.1", "--room-token",
          "ROOM-1357",
        ],
        in: folder,
        shouldStop: {
          guard let port = recording.output.firstMatch(of: #/127\.0\.0\.1:(\d+)/#)?.1 else {
            return false
          }
          let outcome = try? Subprocess.run(
            [
              "curl", "-sS", "-o", "/dev/null", "-w", "%{http_code}",
              "http://127.0.0.1:\(port)/projector",
            ],
            timeout: 20)
          answers.withLock { $0.append(outcome?.output ?? "none") }
          return true
        }, recording: recording)
      let taken = run(["dashboard", "serve", "room", "--port", "http"], in: folder)
      let weakToken = run(
        ["dashboard", "serve", "room", "--port", "0", "--room-token", "abc"], in: folder)
      let badPortNewRoom = run(["dashboard", "serve", "new-room", "--port", "abc"], in: folder)
      let weakTokenAtStart = run(
        ["start", "tiny", "--dir", "ws", "--name", "ada", "--room-token", "abc"], in: folder)

      #expect(served.status == .success)
      #expect(served.output.hasPrefix("Serving the classroom room at http://127.0.0.1:"))
      #expect(served.output.contains("Room token: ROOM-1357\n"))
      #expect(answers.current == ["200"])
      #expect(taken.status == .usage && weakToken.status == .usage)
      #expect(
        weakToken.errors
          == "kata: invalid --room-token '3 characters, not shown': expected 6 or more letters, digits or dashes (see 'kata help dashboard serve')\n",
        "a refused token is a secret all the same")
      #expect(badPortNewRoom.status == .usage && weakTokenAtStart.status == .usage)
      for refused in ["new-room", "ws"] {
        #expect(
          !FileManager.default.fileExists(atPath: folder.appendingPathComponent(refused).path),
          "a value refused at parse time, before the command made \(refused)")
      }
      #expect(
        taken.errors
          == "kata: invalid --port 'http': expected a port from 1 to 65535, or 0 for any free one (see 'kata help dashboard serve')\n"
      )
    }
  }

  @Test func aServedRoomKeepsItsTokenAcrossRestarts() throws {
    try withTemporaryDirectory { room in
      let first = try RoomServing.roomToken(nil, room: room)
      let again = try RoomServing.roomToken(nil, room: room)
      let given = try RoomServing.roomToken(RoomToken(optionText: "CHOSEN-1"), room: room)

      #expect(first.wholeMatch(of: #/[A-Z2-9]{4}-[A-Z2-9]{4}/#) != nil)
      #expect(again == first && given == "CHOSEN-1")
      let mode =
        try FileManager.default.attributesOfItem(
          atPath: room.appendingPathComponent(".room-token").path)[.posixPermissions] as? Int
      #expect(mode == 0o600)
    }
  }
}
