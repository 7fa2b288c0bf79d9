import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// Serving a room that cannot be served: the folder `--serve` made for it is taken away
/// again, so a second try on a free port starts from nothing left behind.
extension ClassroomCommandsTests {
  @Test func aPortInUseLeavesNoNewRoomBehind() throws {
    try withTemporaryDirectory { folder in
      let holder = Process()
      holder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      holder.arguments = [
        "python3", "-c",
        "import socket, sys, time\ns = socket.socket()\ns.bind(('127.0.0.1', 0))\ns.listen()\n"
          + "print(s.getsockname()[1], flush=True)\ntime.sleep(60)",
      ]
      let pipe = Pipe()
      holder.standardOutput = pipe
      try holder.run()
      defer { holder.terminate() }
      let line = String(decoding: pipe.fileHandleForReading.availableData, as: UTF8.self)
      let port = try #require(Int(line.trimmingCharacters(in: .whitespacesAndNewlines)))

      let refused = run(
        ["dashboard", "serve", "new-room", "--port", "\(port)", "--host", "127.0.0.1"], in: folder)

      #expect(refused.status != .success, "\(refused.output)")
      #expect(!refused.errors.isEmpty)
      #expect(
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent("new-room").path))
    }
  }

  /// A learner folder replaced by a link is told at the server's start, as the room is read
  /// then, and neither read nor counted; so is a learner's `snapshots` folder replaced by one.
  @Test func aLinkedLearnerFolderIsToldAsTheServerStarts() throws {
    try withTemporaryDirectory { folder in
      let room = folder.appendingPathComponent("room")
      let outside = folder.appendingPathComponent("outside")
      try FileManager.default.createDirectory(at: room, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
      try Data("{}\n".utf8).write(to: outside.appendingPathComponent("tiny.jsonl"))
      try FileManager.default.createSymbolicLink(
        at: room.appendingPathComponent("bob"), withDestinationURL: outside)
      try FileManager.default.createDirectory(
        at: room.appendingPathComponent("ada"), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        at: room.appendingPathComponent("ada/snapshots"), withDestinationURL: outside)

      let served = run(
        ["dashboard", "serve", "room", "--port", "0", "--host", "127.0.0.1"], in: folder)

      #expect(served.status == .success, "\(served.errors)")
      #expect(
        served.errors.contains("/room/bob: a link, not a learner's folder; skipped"),
        "\(served.errors)")
      #expect(
        served.errors.contains(
          "/room/ada/snapshots: a link, not the folder of ada's code; their runs wait until it is a folder again"
        ), "\(served.errors)")
    }
  }
}
