import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// Each workspace is a row of its own in the room, over loopback: two pairs who chose one
/// name, and one pair's second workspace of a kata, are never mixed; a name already in the
/// room is warned of at start and by the doctor, and joining a room needs a name.
extension ClassroomCommandsTests {
  /// The page at `path` of the room served at `address`, by curl.
  func page(_ path: String, at address: String) throws -> String {
    try Subprocess.run(["curl", "-sS", address + path], timeout: 20).output
  }

  @Test func everyWorkspaceIsARowOfItsOwnAndANameAlreadyInTheRoomIsRefusedWithoutForce() throws {
    try withTemporaryDirectory { folder in
      let room = try makeTinyKataAndRoom(in: folder)
      let token = ["KATA_ROOM_TOKEN": "ROOM-1357"]

      try withClassroom(in: room) { address in
        let join = ["--name", "ada+bob", "--classroom", address]
        let first = run(["start", "tiny", "--dir", "one"] + join, in: folder, environment: token)
        try write(["one/Sources/Calc/Extra.swift": "let extra = 1\n"], in: folder)
        _ = run(
          ["test", "--dir", "one"], in: folder, minutes: 1, runner: ScriptedRunner([try Runs.red]))
        _ = run(
          ["test", "--dir", "one"], in: folder, minutes: 2, runner: ScriptedRunner([try Runs.green])
        )
        let refused = run(["start", "tiny", "--dir", "two"] + join, in: folder, environment: token)
        let madeOnRefusal = FileManager.default.fileExists(
          atPath: folder.appendingPathComponent("two").path)
        let second = run(
          ["start", "tiny", "--dir", "two", "--force"] + join, in: folder, environment: token)
        _ = run(
          ["test", "--dir", "two"], in: folder, minutes: 3, runner: ScriptedRunner([try Runs.red]))
        let later = run(
          ["start", "tiny", "--from", "2", "--test-first", "--dir", "three", "--force"] + join,
          in: folder,
          environment: token)
        let nameless = run(
          ["start", "tiny", "--dir", "four", "--classroom", address], in: folder,
          environment: token.merging(["USER": "ada"]) { a, _ in a })

        #expect(first.status == .success && first.errors.isEmpty, "\(first.errors)")
        #expect(refused.status == .failure)
        #expect(
          refused.errors
            == "kata: ada+bob is already in the room with tiny: if another pair chose it, choose a name of your own (--name); if it is you (a second workspace, or --from), add --force\n"
        )
        #expect(!madeOnRefusal)
        #expect(second.errors.isEmpty, "\(second.errors)")
        #expect(second.status == .success && later.status == .success)
        #expect(nameless.status == .failure)
        #expect(
          nameless.errors
            == "kata: cannot join the classroom \(address) without a name: add --name with your names, such as --name ada+bob\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("four").path))

        let rows = Dashboard(classroom: Classroom(folder: room), order: .name).rows
        #expect(rows.map(\.learner) == ["ada+bob", "ada+bob", "ada+bob"])
        #expect(rows.map(\.workspaceNumber) == [1, 2, 3])
        #expect(rows.map(\.runs.count) == [2, 1, 0])
        #expect(rows.map(\.step) == [1, 1, 2])
        #expect(rows.map(\.mode) == [.guided, .guided, .testFirst])
        #expect(rows[1].runs.map(\.number) == [1], "the second workspace counts its own runs")

        let table = try page("/table", at: address)
        #expect(
          table.contains("<td>tiny · workspace 2</td>") && table.contains("tiny · workspace 3"))
        let workspace = try #require(rows[1].workspace)
        let diff = try page(
          "/diff?learner=ada%2Bbob&kata=tiny&run=1&workspace=\(workspace)", at: address)
        #expect(diff.contains("run 1/Sources/Calc/Calc.swift"))
        #expect(!diff.contains("Extra.swift"), "the first pair's code is not shown as deleted")
        #expect(diff.contains("ada+bob · tiny · workspace 2 · run 1"))
        let retro = run(["dashboard", "retro", room.path], in: folder, minutes: 8).output
        #expect(retro.contains("ada+bob (workspace 2), tiny step 1:"), "\(retro)")
      }
    }
  }

  @Test func doctorSaysWhetherTheNameIsAlreadyInTheRoom() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      let room = folder.appendingPathComponent("room")
      var entry = JournalEntry(
        time: "2026-11-23T09:00:00Z", event: .start, step: "01-answer", stepNumber: 1)
      entry.learner = "ada+bob"
      entry.kata = "tiny"
      try FileManager.default.createDirectory(
        at: room.appendingPathComponent("ada+bob"), withIntermediateDirectories: true)
      try Journal(url: room.appendingPathComponent("ada+bob/tiny.jsonl")).append(entry)

      try withClassroom(in: room) { address in
        let doctor = ["doctor", "--classroom", address, "--room-token", "ROOM-1357", "--name"]
        let taken = run(doctor + ["ada+bob"], in: folder, environment: ["PATH": folder.path])
        let free = run(doctor + ["cy+dee"], in: folder, environment: ["PATH": folder.path])
        let inFolder = run(
          ["doctor", "--classroom", "room", "--name", "ada+bob"], in: folder,
          environment: ["PATH": folder.path])

        #expect(
          taken.output.contains(
            "✗ ada+bob is already in the room, with tiny\n  fix: unless those runs are yours, choose a name of your own for --name\n"
          ))
        #expect(free.output.contains("✓ the name cy+dee is free in the room\n"))
        #expect(inFolder.output.contains("✗ ada+bob is already in the room, with tiny\n"))

        // Day two: the pair's own workspace of tiny is here, so the room's tiny is theirs.
        var state = WorkspaceState(kata: "tiny")
        state.learner = "ada+bob"
        try write(
          [
            "kata-workspace/tiny/.kata/state.json": String(
              decoding: try JSONEncoder().encode(state), as: UTF8.self)
          ],
          in: folder)
        let dayTwo = run(doctor + ["ada+bob"], in: folder, environment: ["PATH": folder.path])
        #expect(
          dayTwo.output.contains("✓ ada+bob is in the room with tiny, from the workspaces here\n"))
      }
    }
  }

  /// A room whose answer names its katas with a terminal's escapes, a C1 control and a
  /// direction mark: `doctor` shows the names cleaned, so nothing reaches the terminal that
  /// sets its title, clears its screen or makes a link.
  @Test(.enabled(if: FakeToDoServer.isAvailable, "needs python3"))
  func katasARoomNamesReachTheTerminalCleaned() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      let answer =
        #"{"katas": ["tiny\u001b]0;PWNED\u0007", "\u009b2J\u202eevil", "\u001b]8;;http://x\u001b\\link"]}"#
      let server = try FakeToDoServer.startHostile(["--answer", answer])

      let doctor = run(
        ["doctor", "--classroom", server.baseURL.absoluteString, "--name", "ada"], in: folder,
        environment: ["PATH": folder.path, "KATA_ROOM_TOKEN": "ROOM-1357"])

      #expect(doctor.output.contains("ada is already in the room, with tiny]0;PWNED"))
      #expect(TerminalText.isClean(doctor.output, keepingLines: true), "\(doctor.output)")
    }
  }

  /// A room that redirects elsewhere is named for what it did, not as silent: the token
  /// stays with the room's own server.
  @Test(.enabled(if: FakeToDoServer.isAvailable, "needs python3"))
  func aRoomThatRedirectsIsToldAsRedirecting() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      let server = try FakeToDoServer.startHostile(["--redirect-to", "http://127.0.0.1:9"])

      let doctor = run(
        ["doctor", "--classroom", server.baseURL.absoluteString, "--name", "ada"], in: folder,
        environment: ["PATH": folder.path, "KATA_ROOM_TOKEN": "ROOM-1357"])

      #expect(
        doctor.output.contains(
          "the server redirected the request to http://127.0.0.1:9, another server; refused"),
        "\(doctor.output)")
      #expect(!doctor.output.contains("no answer"))
    }
  }

  @Test func aWorkspaceWithoutANameCannotJoinARoomLater() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("room"), withIntermediateDirectories: true)
      _ = run(["start", "tiny"], in: folder)

      let nameless = run(["set", "classroom", "room"], in: folder)
      _ = run(["set", "name", "ada+bob"], in: folder)
      let named = run(["set", "classroom", "room"], in: folder)

      #expect(nameless.status == .failure)
      #expect(
        nameless.errors
          == "kata: cannot join the classroom room without a name: give this workspace your names first: kata set name ada+bob\n"
      )
      #expect(named.status == .success, "\(named.errors)")
    }
  }

  /// A pair that renames its workspace to a name the room has with this kata would take
  /// another pair's row: refused, as `kata start` refuses it, unless it is them (`--force`).
  @Test func renamingToANameTheRoomHasWithThisKataIsRefusedWithoutForce() throws {
    try withTemporaryDirectory { folder in
      _ = try makeTinyKataAndRoom(in: folder)
      _ = run(
        ["start", "tiny", "--dir", "one", "--name", "ada+bob", "--classroom", "room"], in: folder)
      _ = run(["start", "tiny", "--dir", "two", "--name", "cy", "--classroom", "room"], in: folder)

      let refused = run(["set", "name", "ada+bob", "--dir", "two"], in: folder)
      let kept = try Workspace.open(at: folder.appendingPathComponent("two")).state.learner
      let forced = run(["set", "name", "ada+bob", "--dir", "two", "--force"], in: folder)
      let again = run(["set", "name", "ada+bob", "--dir", "one"], in: folder)

      #expect(refused.status == .failure)
      #expect(refused.errors.hasPrefix("kata: ada+bob is already in the room with tiny: "))
      #expect(kept == "cy", "a refused name changes nothing")
      #expect(forced.status == .success, "\(forced.errors)")
      #expect(again.status == .success, "its own name again is no one else's")
    }
  }
}
