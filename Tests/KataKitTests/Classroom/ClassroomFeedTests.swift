import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// A workspace's feed to a served room, over loopback: what the room refuses for good never
/// blocks the runs after it, and what waits goes in posts the room takes whole.
@Suite struct ClassroomFeedTests {
  static let token = "ROOM-1357"

  /// A room served on loopback from `folder` until `body` returns; `posts` counts the posts
  /// of entries it is sent.
  func withRoom<T>(
    in folder: URL, limits: RoomQuota.Limits = .standard, posts: Locked<Int> = Locked(0),
    _ body: (URL) throws -> T
  ) throws -> T {
    let classroom = ClassroomServer(
      folder: folder, token: Self.token, now: { Date(timeIntervalSince1970: 1_795_428_000) },
      limits: limits)
    let server = try HTTPServer(host: "127.0.0.1", port: 0) { request in
      if request.method == "POST" && request.path == "/entries" { posts.withLock { $0 += 1 } }
      return classroom.respond(to: request)
    }
    Thread { server.run() }.start()
    defer { server.stop() }
    return try body(URL(string: "http://127.0.0.1:\(server.port)")!)
  }

  /// A run at `minute` past nine, with the code kept under `fingerprint`, if any.
  func run(_ minute: Int, snapshot fingerprint: String? = nil) -> JournalEntry {
    var entry = JournalEntry(
      time: String(format: "2026-11-23T09:%02d:00Z", minute), event: .run, step: "01-answer",
      stepNumber: 1, light: .red, tests: 1, failures: 1)
    entry.id = "run-\(minute)"
    entry.snapshot = fingerprint
    return entry
  }

  @Test func aRunTheRoomRefusesForGoodNeverBlocksTheRunsAfterIt() throws {
    try withTemporaryDirectory { folder in
      let (room, workspace) = (
        folder.appendingPathComponent("room"), folder.appendingPathComponent("ws")
      )
      try FileManager.default.createDirectory(at: room, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
      let tooMany = Dictionary(
        uniqueKeysWithValues: (0...1_000).map { ("Sources/Tiny/F\($0).swift", Data()) })
      let fingerprint = try CodeSnapshot.keep(tooMany, in: workspace)

      let posts = Locked(0)
      let (first, second, waiting, kept) = try withRoom(in: room, posts: posts) { address in
        let feed = ClassroomFeed(
          destination: .server(address), token: Self.token, learner: "ada", kata: "tiny",
          outbox: workspace.appendingPathComponent("outbox.jsonl"), snapshots: workspace)
        feed.send([run(1, snapshot: fingerprint), run(2)])
        let first = feed.takeWarning()
        feed.send([run(3)])
        return (
          first, feed.takeWarning(), feed.waiting,
          Journal(url: room.appendingPathComponent("ada/tiny.jsonl")).entries()
        )
      }

      #expect(first?.hasPrefix("warning: the classroom http://127.0.0.1:") == true)
      #expect(
        first?.hasSuffix(
          " took 1 run without its code (HTTP 400: the code under \(fingerprint.prefix(20)) has 1001 files; at most 1000 are kept); this workspace's journal keeps everything, nothing waits, and your light is not affected"
        ) == true, "\(first ?? "no warning")")
      #expect(second == nil)
      #expect(waiting == 0)
      #expect(kept.map(\.id) == ["run-1", "run-2", "run-3"])
      #expect(posts.current == 5, "both runs, each alone (the first without its code too), run 3")
      #expect(kept.map(\.snapshot) == [nil, nil, nil])
    }
  }

  @Test func aLoneRunRefusedWithItsCodeIsSentOnceMoreWithoutIt() throws {
    try withTemporaryDirectory { folder in
      let (room, workspace) = (
        folder.appendingPathComponent("room"), folder.appendingPathComponent("ws")
      )
      try FileManager.default.createDirectory(at: room, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
      let tooMany = Dictionary(
        uniqueKeysWithValues: (0...1_000).map { ("Sources/Tiny/F\($0).swift", Data()) })
      let fingerprint = try CodeSnapshot.keep(tooMany, in: workspace)
      let posts = Locked(0)

      let kept = try withRoom(in: room, posts: posts) { address in
        ClassroomFeed(
          destination: .server(address), token: Self.token, learner: "ada", kata: "tiny",
          outbox: workspace.appendingPathComponent("outbox.jsonl"), snapshots: workspace
        ).send([run(1, snapshot: fingerprint)])
        return Journal(url: room.appendingPathComponent("ada/tiny.jsonl")).entries()
      }

      #expect(kept.map(\.id) == ["run-1"])
      #expect(posts.current == 2, "with its code, then without it")
    }
  }

  @Test func whatWaitsGoesInPostsTheRoomTakesWhole() {
    let code = ["Sources/Tiny/A.swift": String(repeating: "x", count: 1_000_000)]
    let codes = (0..<7).reduce(into: [String: [String: String]]()) { codes, number in
      codes["f\(number)"] = code.mapValues { $0 + "\(number)" }
    }
    let entries = (0..<7).map { run($0, snapshot: "f\($0)") } + [run(8, snapshot: "f0")]

    let posts = ClassroomFeed.batches(of: entries, codes: codes, within: 4 << 20)

    #expect(posts.map(\.count) == [3, 3, 2])
    #expect(posts.flatMap { $0 }.map(\.id) == entries.map(\.id))
  }

  /// A room that takes no new name says so when a workspace asks about its name, as
  /// `kata start` and `kata doctor` do, before the pair's runs are refused one by one.
  @Test func aFullRoomSaysSoBeforeTheFirstRun() throws {
    try withTemporaryDirectory { folder in
      let limits = RoomQuota.Limits(names: 1, journals: 40, codeBytes: 1 << 20, bytes: 1 << 20)
      let (known, newcomer) = try withRoom(in: folder, limits: limits) { address in
        let feed = { (learner: String) in
          ClassroomFeed(
            destination: .server(address), token: Self.token, learner: learner, kata: "tiny",
            outbox: folder.appendingPathComponent("\(learner).jsonl"), snapshots: folder)
        }
        feed("ada").send([run(1)])
        let known = try feed("ada").katas(of: "ada")
        let newcomer = Result { () throws(KataError) in try feed("bob").katas(of: "bob") }
        return (known, newcomer)
      }

      #expect(known == ["tiny"])
      guard case .failure(.roomFull(let address)) = newcomer else {
        Issue.record("a full room refuses a new name: \(newcomer)")
        return
      }
      #expect(address.hasPrefix("http://127.0.0.1:"))
    }
  }
}
