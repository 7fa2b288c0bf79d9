import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// The classroom server's answers, request by request: posts need the room's token and are
/// kept once each in the room's folder, the pages are open, a light's code is one click away.
@Suite struct ClassroomServerTests {
  static let token = "ROOM-2468"

  func server(in folder: URL) -> ClassroomServer {
    ClassroomServer(
      folder: folder, token: Self.token, now: { Date(timeIntervalSince1970: 1_795_428_000) })
  }

  func request(
    _ method: String, _ target: String, token: String? = ClassroomServerTests.token,
    body: Data = Data()
  ) throws -> HTTPRequest {
    var head = "\(method) \(target) HTTP/1.1\r\nHost: room"
    if let token { head += "\r\nAuthorization: Bearer \(token)" }
    var request = try #require(HTTPRequest(head: Data(head.utf8)))
    request.body = body
    return request
  }

  /// A run of `learner` at `minute` past nine, with the code `code`.
  func delivery(
    _ learner: String, runs: [(minute: Int, light: Light, code: [String: String])]
  ) throws -> Data {
    var entries: [JournalEntry] = []
    var snapshots: [String: [String: String]] = [:]
    for (number, run) in runs.enumerated() {
      var entry = JournalEntry(
        time: String(format: "2026-11-23T09:%02d:00Z", run.minute), event: .run,
        step: "01-answer", stepNumber: 1, light: run.light, tests: 1,
        failures: run.light == .green ? 0 : 1)
      entry.learner = learner
      entry.kata = "tiny"
      entry.id = "\(learner)-\(number)"
      entry.snapshot = CodeSnapshot.fingerprint(of: run.code)
      snapshots[entry.snapshot!] = run.code
      entries.append(entry)
    }
    return try JSONEncoder().encode(
      ClassroomServer.Delivery(entries: entries, snapshots: snapshots))
  }

  var twoRuns: [(minute: Int, light: Light, code: [String: String])] {
    [
      (0, .red, ["Sources/Tiny/Answer.swift": "let answer = 0\n"]),
      (3, .green, ["Sources/Tiny/Answer.swift": "let answer = 42\n"]),
    ]
  }

  @Test func postsWithTheTokenAreKeptOnceEachInTheRoomsFolder() throws {
    try withTemporaryDirectory { room in
      let body = try delivery("ada", runs: twoRuns)

      let first = server(in: room).respond(to: try request("POST", "/entries", body: body))
      let again = server(in: room).respond(to: try request("POST", "/entries", body: body))

      #expect(first.status == 200 && String(decoding: first.body, as: UTF8.self) == "{\"kept\":2}")
      #expect(String(decoding: again.body, as: UTF8.self) == "{\"kept\":0}", "a retry adds nothing")
      let journal = Journal(url: room.appendingPathComponent("ada/tiny.jsonl")).entries()
      #expect(journal.map(\.light) == [.red, .green])
      let kept = try FileManager.default.contentsOfDirectory(
        atPath: room.appendingPathComponent("ada/snapshots").path)
      #expect(kept.count == 2)
    }
  }

  /// The room's disk is bounded: past a name's bound of code its runs are kept without
  /// their code, told once on the instructor's terminal; a name too many, or a post past
  /// the room's bytes, is refused whole with 507 and keeps nothing.
  @Test func aRoomKeepsWithinItsQuota() throws {
    try withTemporaryDirectory { room in
      let limits = RoomQuota.Limits(names: 2, journals: 40, codeBytes: 200, bytes: 4_000)
      let server = ClassroomServer(
        folder: room, token: Self.token, now: { Date(timeIntervalSince1970: 1_795_428_000) },
        limits: limits)
      let code = (0..<4).map { ["Sources/Tiny/Answer.swift": "let answer = \($0)\n"] }
      let runs = code.enumerated().map { (minute: $0.offset, light: Light.red, code: $0.element) }

      let ada = server.respond(
        to: try request("POST", "/entries", body: try delivery("ada", runs: runs)))
      let bob = server.respond(
        to: try request("POST", "/entries", body: try delivery("bob", runs: [runs[0]])))
      let cy = server.respond(
        to: try request("POST", "/entries", body: try delivery("cy", runs: [runs[0]])))
      let big = (0..<40).map { (minute: $0, light: Light.green, code: code[0]) }
      let full = server.respond(
        to: try request("POST", "/entries", body: try delivery("bob", runs: big)))

      #expect(ada.status == 200 && bob.status == 200)
      #expect(Journal(url: room.appendingPathComponent("ada/tiny.jsonl")).entries().count == 4)
      let kept = try FileManager.default.contentsOfDirectory(
        atPath: room.appendingPathComponent("ada/snapshots").path)
      #expect((1..<4).contains(kept.count), "the code past 200 bytes is left out: \(kept)")
      #expect(cy.status == 507)
      #expect(
        String(decoding: cy.encoded(keepAlive: false), as: UTF8.self).hasPrefix(
          "HTTP/1.1 507 Insufficient Storage\r\n"))
      #expect(
        String(decoding: cy.body, as: UTF8.self).contains(
          "the room is full: it takes at most 2 names, has 2, and this post would add 1; ask the instructor"
        ))
      #expect(!FileManager.default.fileExists(atPath: room.appendingPathComponent("cy").path))
      #expect(full.status == 507)
      #expect(String(decoding: full.body, as: UTF8.self).contains("the room's folder is full"))
      #expect(Journal(url: room.appendingPathComponent("bob/tiny.jsonl")).entries().count == 1)
    }
  }

  /// A refusal counts what the whole post would add, not the first name past the bound.
  @Test func aQuotaRefusalCountsWhatThePostWouldAdd() throws {
    try withTemporaryDirectory { room in
      var quota = RoomQuota(
        folder: room,
        limits: RoomQuota.Limits(names: 2, journals: 2, codeBytes: 1 << 20, bytes: 1 << 20))
      func entry(_ learner: String, _ kata: String) -> JournalEntry {
        var entry = JournalEntry(
          time: "2026-11-23T09:00:00Z", event: .run, step: "01-answer", stepNumber: 1,
          light: .red, tests: 1, failures: 1)
        (entry.learner, entry.kata) = (learner, kata)
        return entry
      }

      let first = quota.admit([entry("ada", "k1")], codes: [:])
      let names = quota.admit(["bob", "cy", "dee"].map { entry($0, "k1") }, codes: [:])
      let journals = quota.admit(["k2", "k3", "k4"].map { entry("ada", $0) }, codes: [:])

      #expect(first == .kept(code: [], leftOut: []))
      #expect(
        names
          == .refused(
            "the room is full: it takes at most 2 names, has 1, and this post would add 3; ask the instructor"
          ))
      #expect(
        journals
          == .refused(
            "ada may have at most 2 journals in the room; it has 1, and this post would add 3"))
    }
  }

  /// A server started on a room that is full already counts what its folder holds.
  @Test func aRoomsQuotaCountsWhatItsFolderHoldsAtStart() throws {
    try withTemporaryDirectory { room in
      let limits = RoomQuota.Limits(names: 1, journals: 40, codeBytes: 1 << 20, bytes: 1 << 20)
      let first = server(in: room).respond(
        to: try request("POST", "/entries", body: try delivery("ada", runs: twoRuns)))
      let restarted = ClassroomServer(
        folder: room, token: Self.token, now: { Date(timeIntervalSince1970: 1_795_428_000) },
        limits: limits)

      let other = restarted.respond(
        to: try request("POST", "/entries", body: try delivery("bob", runs: twoRuns)))
      let same = restarted.respond(
        to: try request("POST", "/entries", body: try delivery("ada", runs: twoRuns)))

      #expect(first.status == 200 && same.status == 200)
      #expect(other.status == 507, "ada's folder was there before the restart")
    }
  }

  @Test(arguments: [nil, "WRONG", "ROOM-246"])
  func postsWithoutTheRightTokenAreRefusedAndKeepNothing(token: String?) throws {
    try withTemporaryDirectory { room in
      let body = try delivery("ada", runs: twoRuns)

      let answer = server(in: room).respond(
        to: try request("POST", "/entries", token: token, body: body))
      let check = server(in: room).respond(to: try request("GET", "/room", token: token))

      #expect(answer.status == 401 && check.status == 401)
      #expect(
        String(decoding: answer.body, as: UTF8.self)
          == (token == nil ? "no room token sent\n" : "wrong room token\n"))
      #expect(FileManager.default.subpaths(atPath: room.path) == [])
    }
  }

  /// The scheme's name is read in any case, as HTTP has it.
  @Test func aBearerSchemeInLowerCaseIsRead() throws {
    let request = try #require(
      HTTPRequest(head: Data("GET /room HTTP/1.1\r\nAuthorization: bearer  ROOM-246 ".utf8)))

    #expect(request.bearerToken == "ROOM-246")
  }

  @Test func badDeliveriesAreRefusedInOneLineAndKeepNothing() throws {
    try withTemporaryDirectory { room in
      var stranger = try JSONDecoder().decode(
        ClassroomServer.Delivery.self, from: try delivery("ada", runs: twoRuns))
      stranger.entries[1].learner = "../etc"
      var forged = try JSONDecoder().decode(
        ClassroomServer.Delivery.self, from: try delivery("ada", runs: twoRuns))
      forged.snapshots[forged.snapshots.keys.sorted()[0]] = ["x": "y"]

      let answers = try [
        Data("{not json".utf8), JSONEncoder().encode(stranger), JSONEncoder().encode(forged),
      ]
      .map { server(in: room).respond(to: try request("POST", "/entries", body: $0)) }

      #expect(answers.map(\.status) == [400, 400, 400])
      #expect(
        answers.map { String(decoding: $0.body, as: UTF8.self) } == [
          "not a delivery of journal entries (JSON with entries and snapshots): not valid JSON\n",
          "entries[1]: learner must be a learner's name: each member starting and ending with a letter or digit\n",
          "the code under \(forged.snapshots.keys.sorted()[0]) is not what its fingerprint says\n",
        ])
      #expect(FileManager.default.subpaths(atPath: room.path) == [])
    }
  }

  @Test func thePagesAreOpenAndShowTheRoomAsAskedFor() throws {
    try withTemporaryDirectory { room in
      let classroom = server(in: room)
      _ = classroom.respond(
        to: try request("POST", "/entries", body: try delivery("ada", runs: twoRuns)))

      let desk = classroom.respond(to: try request("GET", "/", token: nil))
      let wall = classroom.respond(to: try request("GET", "/projector", token: nil))
      let hidden = classroom.respond(to: try request("GET", "/projector?anonymous=1", token: nil))
      let table = classroom.respond(to: try request("GET", "/table?view=projector", token: nil))
      let text = { (answer: HTTPResponse) in String(decoding: answer.body, as: UTF8.self) }

      #expect([desk, wall, hidden, table].map(\.status) == [200, 200, 200, 200])
      #expect(desk.contentType == "text/html; charset=utf-8")
      #expect(text(desk).contains("<th scope=\"row\">ada</th>"))
      #expect(text(desk).contains("href=\"/diff?learner=ada&amp;kata=tiny&amp;run=2\""))
      #expect(text(wall).contains("class=\"projector\"") && text(wall).contains("ada"))
      // The name in no cell, row or link (the page's nonce, hexadecimal, may hold "ada").
      #expect(!text(hidden).contains(">ada<") && !text(hidden).contains("data-name=\"ada"))
      #expect(!text(hidden).contains("/diff?"))
      #expect(text(table).hasPrefix("<div id=\"wall\"") && text(table).contains("ada"))
    }
  }

  @Test func aLightsCodeIsShownAgainstTheRunBefore() throws {
    try withTemporaryDirectory { room in
      let classroom = server(in: room)
      _ = classroom.respond(
        to: try request("POST", "/entries", body: try delivery("ada", runs: twoRuns)))

      let second = classroom.respond(
        to: try request("GET", "/diff?learner=ada&kata=tiny&run=2", token: nil))
      let first = classroom.respond(
        to: try request("GET", "/diff?learner=ada&kata=tiny&run=1", token: nil))
      let missing = classroom.respond(
        to: try request("GET", "/diff?learner=ada&kata=tiny&run=3", token: nil))
      let wrong = classroom.respond(
        to: try request("GET", "/diff?learner=../x&kata=tiny&run=1", token: nil))
      let page = String(decoding: second.body, as: UTF8.self)

      #expect(second.status == 200 && first.status == 200)
      #expect(page.contains("<span class=\"del\">-let answer = 0</span>"))
      #expect(page.contains("<span class=\"add\">+let answer = 42</span>"))
      #expect(String(decoding: first.body, as: UTF8.self).contains("+let answer = 0"))
      #expect(missing.status == 404 && wrong.status == 400)
    }
  }

  @Test func otherMethodsAndPathsAreNamedInTheAnswer() throws {
    try withTemporaryDirectory { room in
      let put = server(in: room).respond(to: try request("PUT", "/entries"))
      let nowhere = server(in: room).respond(to: try request("GET", "/admin"))

      #expect(put.status == 405 && nowhere.status == 404)
      #expect(String(decoding: put.body, as: UTF8.self) == "PUT is not taken at /entries\n")
      #expect(String(decoding: nowhere.body, as: UTF8.self) == "no page at /admin\n")
    }
  }
}
