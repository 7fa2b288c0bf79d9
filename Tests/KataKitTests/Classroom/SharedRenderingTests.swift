import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// One rendering of a page for every reader of an unchanged room, never two at once.
@Suite struct SharedRenderingTests {
  @Test func readersAtOnceShareOneRendering() throws {
    try withTemporaryDirectory { room in
      let pages = SharedRendering()
      let renders = Locked(0)
      let inside = Locked((now: 0, most: 0))
      DispatchQueue.concurrentPerform(iterations: 32) { _ in
        let text = pages.text(of: "page desk", folder: room, second: 100) {
          inside.withLock {
            $0.now += 1
            $0.most = max($0.most, $0.now)
          }
          renders.withLock { $0 += 1 }
          Thread.sleep(forTimeInterval: 0.05)
          inside.withLock { $0.now -= 1 }
          return "the page"
        }
        #expect(text == "the page")
      }

      #expect(renders.current == 1)
      #expect(inside.current.most == 1)
    }
  }

  @Test func aChangeOfTheRoomAPostOrTheClockRendersAgain() throws {
    try withTemporaryDirectory { room in
      let pages = SharedRendering()
      let renders = Locked(0)
      let read = { (second: Int) in
        pages.text(of: "page desk", folder: room, second: second) {
          renders.withLock { $0 += 1 }
          return "rendering \(renders.current)"
        }
      }
      let journal = room.appendingPathComponent("ada/tiny.jsonl")
      try FileManager.default.createDirectory(
        at: journal.deletingLastPathComponent(), withIntermediateDirectories: true)

      let first = read(100)
      let same = read(100)
      try Data("{}\n".utf8).write(to: journal)
      let afterAJournal = read(100)
      pages.postTaken()
      let afterAPost = read(100)
      let aSecondLater = read(101)
      try Data("stop at 11".utf8).write(to: room.appendingPathComponent(".message.txt"))
      let afterALine = read(101)
      try Data("{}".utf8).write(to: room.appendingPathComponent("ada/snapshots"))
      let afterCode = read(101)

      #expect(first == "rendering 1" && same == "rendering 1")
      #expect(afterAJournal == "rendering 2")
      #expect(afterAPost == "rendering 3")
      #expect(aSecondLater == "rendering 4")
      #expect(afterALine == "rendering 5")
      #expect(afterCode == "rendering 5", "a run's code is no change of the pages")
    }
  }

  @Test func eachViewKeepsItsOwnRendering() throws {
    try withTemporaryDirectory { room in
      let pages = SharedRendering()
      let desk = pages.text(of: "page desk", folder: room, second: 1) { "desk" }
      let wall = pages.text(of: "page projector", folder: room, second: 1) { "wall" }
      let deskAgain = pages.text(of: "page desk", folder: room, second: 1) { "again" }

      #expect([desk, wall, deskAgain] == ["desk", "wall", "desk"])
    }
  }

  /// Two readers of one rendering still get a nonce each, the one their policy names.
  @Test func eachAnswerOfASharedPageHasANonceOfItsOwn() throws {
    try withTemporaryDirectory { room in
      let server = ClassroomServer(
        folder: room, token: "ROOM-1357", now: { Date(timeIntervalSince1970: 1_800_000_000) })
      let request = try #require(HTTPRequest(head: Data("GET / HTTP/1.1\r\nHost: r".utf8)))

      let nonces = try (0..<2).map { _ in
        let answer = server.respond(to: request)
        let text = String(decoding: answer.body, as: UTF8.self)
        let policy = try #require(answer.headers["Content-Security-Policy"])
        let nonce = try #require(policy.firstMatch(of: #/script-src 'nonce-(\w+)'/#)?.1)
        #expect(text.contains("<script nonce=\"\(nonce)\">"))
        #expect(text.firstMatch(of: #/nonce[0-9A-F]{32}/#) == nil, "no placeholder is left")
        return String(nonce)
      }

      #expect(nonces[0] != nonces[1])
    }
  }
}
