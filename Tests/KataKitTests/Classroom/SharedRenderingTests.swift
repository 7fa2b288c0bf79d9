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
        let answer = pages.answer(of: "page desk", folder: room, second: 100) {
          inside.withLock {
            $0.now += 1
            $0.most = max($0.most, $0.now)
          }
          renders.withLock { $0 += 1 }
          Thread.sleep(forTimeInterval: 0.05)
          inside.withLock { $0.now -= 1 }
          return .text("the page")
        }
        #expect(answer.body == Data("the page".utf8))
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
        let answer = pages.answer(of: "page desk", folder: room, second: second) {
          renders.withLock { $0 += 1 }
          return .text("rendering \(renders.current)")
        }
        return String(decoding: answer.body, as: UTF8.self)
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

  /// A page counts in minutes: within one minute an unchanged room is rendered once, however
  /// many seconds its readers ask at, so a heavy room is not rendered every second.
  @Test func anUnchangedRoomIsRenderedOncePerMinute() throws {
    try withTemporaryDirectory { room in
      let pages = SharedRendering()
      let renders = Locked(0)
      let read = { (seconds: Double) in
        _ = pages.answer(
          "page", of: DashboardView(), room: room, at: Date(timeIntervalSince1970: seconds)
        ) {
          renders.withLock { $0 += 1 }
          return .text("page")
        }
      }

      for seconds in stride(from: 6_000.0, to: 6_060, by: 7) { read(seconds) }
      let withinAMinute = renders.current
      read(6_060)

      #expect(withinAMinute == 1)
      #expect(renders.current == 2, "the next minute renders again")
    }
  }

  @Test func eachViewKeepsItsOwnRendering() throws {
    try withTemporaryDirectory { room in
      let pages = SharedRendering()
      let read = { (view: String, text: String) in
        let answer = pages.answer(of: view, folder: room, second: 1) { .text(text) }
        return String(decoding: answer.body, as: UTF8.self)
      }

      #expect(
        [read("page desk", "desk"), read("page projector", "wall"), read("page desk", "again")]
          == ["desk", "wall", "desk"])
    }
  }

  /// A page's nonce is made per rendering, and the rendering is new whenever a learner's
  /// text could have come in: a nonce a reader saw is never in a page with a post after it.
  @Test func aPostBringsANewNonce() throws {
    try withTemporaryDirectory { room in
      let server = ClassroomServer(
        folder: room, token: "ROOM-1357", now: { Date(timeIntervalSince1970: 1_800_000_000) })
      let read = { () throws -> String in
        let request = try #require(HTTPRequest(head: Data("GET / HTTP/1.1\r\nHost: r".utf8)))
        let answer = server.respond(to: request)
        let text = String(decoding: answer.body, as: UTF8.self)
        let policy = try #require(answer.headers["Content-Security-Policy"])
        let nonce = try #require(policy.firstMatch(of: #/script-src 'nonce-(\w+)'/#)?.1)
        #expect(text.contains("<script nonce=\"\(nonce)\">"))
        return String(nonce)
      }
      var post = try #require(
        HTTPRequest(
          head: Data("POST /entries HTTP/1.1\r\nHost: r\r\nAuthorization: Bearer ROOM-1357".utf8)))
      post.body = Data(#"{"entries":[],"snapshots":{}}"#.utf8)

      let first = try read()
      let again = try read()
      #expect(server.respond(to: post).status == 200)
      let afterAPost = try read()

      #expect(first == again)
      #expect(afterAPost != first)
    }
  }

  /// A path no page has is named back cleaned and shortened: an answer a terminal shows
  /// (curl) sets no title and clears no screen.
  @Test func aHostilePathIsNamedBackCleanAndShort() throws {
    try withTemporaryDirectory { room in
      let server = ClassroomServer(
        folder: room, token: "ROOM-1357", now: { Date(timeIntervalSince1970: 1_800_000_000) })
      let path = "/\u{1B}]0;pwned\u{07}\u{1B}[2J" + String(repeating: "\u{202E}", count: 1_500)
      let request = try #require(HTTPRequest(head: Data("GET \(path) HTTP/1.1\r\nHost: r".utf8)))

      let answer = server.respond(to: request)
      let text = String(decoding: answer.body, as: UTF8.self)

      #expect(answer.status == 404)
      #expect(TerminalText.isClean(text, keepingLines: true), "\(text.debugDescription)")
      #expect(text.utf8.count < 400)
    }
  }
}
