import Foundation
import TestSupport
import Testing

@testable import KataKit

/// A room reads only what it holds: a journal or a learner's folder that is a link, wherever
/// it leads, is skipped with a warning, so a room cannot be made to read (and count the
/// lines of) a file outside it.
@Suite struct RoomLinksTests {
  @Test func linksInTheRoomAreSkippedWithAWarning() throws {
    try withTemporaryDirectory { folder in
      let room = folder.appendingPathComponent("room")
      let outside = folder.appendingPathComponent("outside")
      try write(["secret.txt": "root:x:0:0\n", "frank/tiny.jsonl": "{}\n"], in: outside)
      try FileManager.default.createDirectory(
        at: room.appendingPathComponent("eve"), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        at: room.appendingPathComponent("eve/tiny.jsonl"),
        withDestinationURL: outside.appendingPathComponent("secret.txt"))
      try FileManager.default.createSymbolicLink(
        at: room.appendingPathComponent("frank"),
        withDestinationURL: outside.appendingPathComponent("frank"))

      let classroom = Classroom(folder: room)

      #expect(classroom.journals.allSatisfy { $0.learner != "frank" })
      #expect(classroom.journals.allSatisfy { $0.kata == nil }, "eve's journal is not read")
      #expect(
        classroom.warnings == [
          "\(room.path)/eve/tiny.jsonl: a link, not a journal; skipped",
          "\(room.path)/frank: a link, not a learner's folder; skipped",
        ])
    }
  }
}
