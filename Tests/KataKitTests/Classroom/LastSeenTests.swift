import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// When each pair was last heard from, on the wall, by the server's clock (never the real
/// one): its last entry, or the server's last post from it when its runs waited while the
/// room was away.
@Suite struct LastSeenTests {
  /// A journal line of `event` at `time` (HH:MM:SS, UTC, on 2026-11-24).
  func entry(_ time: String, _ event: JournalEntry.Event = .run, learner: String? = nil)
    -> JournalEntry
  {
    var entry = JournalEntry(
      time: "2026-11-24T\(time)Z", event: event, step: "01-step", stepNumber: 1,
      light: event == .run ? .red : nil, tests: 2, failures: 1)
    entry.steps = 3
    entry.learner = learner
    entry.kata = learner.map { _ in "tiny" }
    entry.id = learner.map { "\($0)-\(time.filter(\.isNumber))" }
    return entry
  }

  func line(_ entry: JournalEntry) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try! encoder.encode(entry), as: UTF8.self) + "\n"
  }

  func date(_ time: String) -> Date {
    ISO8601DateFormatter().date(from: "2026-11-24T\(time)Z")!
  }

  /// The projector's row of `name`.
  func row(_ name: String, in wall: String) throws -> String {
    let match = try #require(
      wall.firstMatch(
        of: try Regex("<article class=\"[^\"]*\" data-name=\"\(name) tiny\".*?</article>")
          .dotMatchesNewlines()))
    return String(wall[match.range])
  }

  @Test func theWallSaysWhenEachPairWasLastSeenByTheServersClock() throws {
    try withTemporaryDirectory { folder in
      try write(
        [
          "ada/tiny.jsonl": line(entry("09:00:00", .start)) + line(entry("09:50:00")),
          "bob/tiny.jsonl": line(entry("09:46:30")) + line(entry("09:47:00", .hint)),
          "cy/tiny.jsonl": line(entry("07:40:00", .start)),
        ], in: folder)
      let dashboard = Dashboard(classroom: Classroom(folder: folder), now: date("09:50:20"))

      let wall = dashboard.html(view: DashboardView(layout: .projector))

      #expect(try row("ada", in: wall).contains("<span class=\"seen\">seen just now</span>"))
      #expect(
        try row("bob", in: wall).contains("<span class=\"seen\">seen 3 min ago</span>"),
        "a hint is news too")
      #expect(try row("cy", in: wall).contains("<span class=\"seen\">seen 2 h ago</span>"))
      let rows = dashboard.rows.sorted { $0.learner < $1.learner }
      #expect(
        rows.map(\.lastSeen) == [
          "2026-11-24T09:50:00Z", "2026-11-24T09:47:00Z", "2026-11-24T07:40:00Z",
        ])
      #expect(rows.map(\.minutesSinceSeen) == [0, 3, 130])
      #expect(
        Dashboard(classroom: Classroom(folder: folder)).rows.map(\.seen) == ["–", "–", "–"],
        "no clock, no guess")
    }
  }

  @Test func runsThatWaitedForTheRoomCountAsSeenWhenTheyArrive() throws {
    try withTemporaryDirectory { room in
      let clock = Locked(date("09:30:00"))
      let server = ClassroomServer(folder: room, token: "ROOM-1357", now: { clock.current })
      let late = try JSONEncoder().encode(
        ClassroomServer.Delivery(
          entries: [entry("09:05:00", learner: "ada"), entry("09:10:00", learner: "ada")],
          snapshots: [:]))
      var post = try #require(
        HTTPRequest(
          head: Data("POST /entries HTTP/1.1\r\nHost: room\r\nAuthorization: Bearer ROOM-1357".utf8)
        ))
      post.body = late
      try write(["bob/tiny.jsonl": line(entry("09:20:00"))], in: room)
      let page = try #require(
        HTTPRequest(head: Data("GET /table?view=projector HTTP/1.1\r\nHost: room".utf8)))

      let taken = server.respond(to: post)
      let arrived = String(decoding: server.respond(to: page).body, as: UTF8.self)
      clock.withLock { $0 = date("09:45:00") }
      let later = String(decoding: server.respond(to: page).body, as: UTF8.self)

      #expect(taken.status == 200)
      #expect(
        try row("ada", in: arrived).contains("<span class=\"seen\">seen just now</span>"),
        "its post, not its runs' time")
      #expect(try row("bob", in: arrived).contains("<span class=\"seen\">seen 10 min ago</span>"))
      #expect(try row("ada", in: later).contains("<span class=\"seen\">seen 15 min ago</span>"))
      #expect(
        server.dashboard().rows.first { $0.learner == "ada" }?.lastSeen == "2026-11-24T09:30:00Z")
    }
  }

  /// A laptop whose clock runs an hour ahead (or a post that lies about its time) cannot
  /// keep its pair "just now" on the wall: a time later than the server's clock is no sign
  /// of life; the server's own time of its last post is.
  @Test func anEntryFromTheFutureIsNotSeenNow() throws {
    try withTemporaryDirectory { room in
      let clock = Locked(date("09:30:00"))
      let server = ClassroomServer(folder: room, token: "ROOM-1357", now: { clock.current })
      var post = try #require(
        HTTPRequest(
          head: Data("POST /entries HTTP/1.1\r\nHost: room\r\nAuthorization: Bearer ROOM-1357".utf8)
        ))
      post.body = try JSONEncoder().encode(
        ClassroomServer.Delivery(entries: [entry("10:30:00", learner: "ada")], snapshots: [:]))
      try write(["bob/tiny.jsonl": line(entry("23:59:00"))], in: room)

      let taken = server.respond(to: post)
      clock.withLock { $0 = date("09:50:00") }
      let rows = server.dashboard().rows.sorted { $0.learner < $1.learner }

      #expect(taken.status == 200)
      #expect(rows.map(\.seen) == ["20 min ago", "–"])
      #expect(rows.map(\.lastSeen) == ["2026-11-24T09:30:00Z", nil])
    }
  }
}
