import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// The room's doors against generated hostile inputs (``HostileInputs``, seeded): posts of
/// entries whose every field may be replaced, and journal lines written straight into a
/// room's folder, as a shared folder or an older version could. Whatever comes in, the room
/// answers every post with a status it means, writes nothing outside its folder, serves every
/// page within its deadline without a control character or direction mark, prints none to
/// the instructor's terminal, and serves again after a restart.
@Suite struct RoomDoorGeneratorTests {
  let door = HostileEntriesTests()

  /// A valid entry's fields, their texts hostile: each case starts from one and the
  /// generator replaces, drops or adds fields.
  static func entry(_ inputs: inout HostileInputs) -> [String: String] {
    let text = { (inputs: inout HostileInputs) in HostileInputs.quoted(inputs.text()) }
    let verdict =
      "{\"previous\":\"red\",\"reference\":\"green\",\"caught\":[\(text(&inputs))],\"missed\":[{\"id\":\(text(&inputs)),\"summary\":\(text(&inputs)),\"mutant\":\(text(&inputs))}]}"
    return [
      "time": inputs.below(8) == 0
        ? HostileInputs.quoted(inputs.time())
        : "\"2026-11-23T09:\(String(format: "%02d", inputs.below(60))):00Z\"",
      "event": inputs.pick(["\"run\"", "\"next\"", "\"hint\"", "\"rotate\"", "\"start\""]),
      "step": "\"01-answer\"", "stepNumber": "\(1 + inputs.below(20))",
      "light": inputs.pick(["\"red\"", "\"green\"", "\"amber\""]), "tests": "3", "failures": "1",
      "learner": inputs.pick(["\"ada\"", "\"ada+bob\"", "\"Zoë\""]), "kata": "\"first-tests\"",
      "verdict": verdict, "unfinished": text(&inputs), "problem": text(&inputs),
      "fallback": text(&inputs), "driver": inputs.pick(["\"bob\"", "\"bob\"", text(&inputs)]),
      "id": "\"e-\(inputs.next())\"", "timebox": inputs.pick(["15", "8", inputs.number()]),
      "rotateEvery": inputs.pick(["7", "10", inputs.number()]),
    ]
  }

  /// Whether `text` holds a character no page or terminal of the room may show.
  static func isUnsafe(_ text: String) -> Bool {
    text.unicodeScalars.contains { TerminalText.isUnsafe($0) && $0 != "\n" && $0 != "\t" }
  }

  /// The room's pages, the Markdown dashboard and the retro, each within its deadline and
  /// clean; returns the problems found.
  func checkPages(of room: URL) throws -> [String] {
    var problems: [String] = []
    let server = door.server(in: room)
    for target in ["/", "/projector", "/table", "/?anonymous=1"] {
      let started = Date()
      let (answer, page) = try door.get(target, from: server)
      if answer.status != 200 { problems.append("\(target): \(answer.status)") }
      if Date().timeIntervalSince(started) > 10 { problems.append("\(target): too slow") }
      if Self.isUnsafe(page) { problems.append("\(target): a control character") }
    }
    let recording = ConsoleRecording()
    let tool = KataTool(
      currentDirectory: room, environment: [:], console: recording.console(),
      watchControl: WatchControl(interval: 0, pause: { _ in }, shouldStop: { true }))
    _ = tool.run(["dashboard", room.path, "--format", "markdown"])
    _ = tool.run(["dashboard", "retro", room.path])
    if Self.isUnsafe(recording.output + recording.errors) {
      problems.append("the terminal: a control character")
    }
    return problems
  }

  @Test func hostilePostsLeaveTheRoomServingCleanAndInItsFolder() throws {
    try withTemporaryDirectory { folder in
      let room = folder.appendingPathComponent("room")
      try FileManager.default.createDirectory(at: room, withIntermediateDirectories: true)
      var inputs = HostileInputs(seed: 48)
      var statuses: [Int: Int] = [:]
      let server = door.server(in: room)
      for number in 0..<HostileInputs.cases {
        let entries = (0..<(1 + inputs.below(2))).map { _ in
          inputs.object(from: Self.entry(&inputs), changing: 12)
        }
        let answer = try door.post(entries, to: server)
        statuses[answer.status, default: 0] += 1
        #expect([200, 400, 413].contains(answer.status), "case \(number) of seed 48")
        #expect(!Self.isUnsafe(answer.text), "case \(number) of seed 48")
      }

      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["room"])
      #expect(statuses[200, default: 0] > 0 && statuses[400, default: 0] > 0, "\(statuses)")
      #expect(try checkPages(of: room) == [], "after a restart too")
    }
  }

  /// Generated `Authorization` headers: only the room's token, under the bearer scheme in
  /// any case, opens the door; everything else is a 401 or, for a second header, a 400.
  @Test func hostileAuthorizationHeadersOpenNothingButTheToken() throws {
    try withTemporaryDirectory { room in
      let server = door.server(in: room)
      var inputs = HostileInputs(seed: 4849)
      for number in 0..<HostileInputs.cases {
        let value = inputs.authorization(token: HostileEntriesTests.token)
        let head = "GET /room HTTP/1.1\r\nHost: room\r\nAuthorization: \(value)"
        guard let request = HTTPRequest(head: Data(head.utf8)) else { continue }
        let granted =
          value.lowercased().hasPrefix("bearer ")
          && value.dropFirst(7).trimmingCharacters(in: .whitespaces) == HostileEntriesTests.token

        let status = request.conflict != nil ? 400 : server.respond(to: request).status

        let expected: Set<Int> = granted ? [200] : value.contains("\r\n") ? [400, 401] : [401]
        #expect(expected.contains(status), "case \(number): \(value)")
      }
    }
  }

  /// Lines the server never saw, written into a journal as a shared folder would take them.
  @Test func hostileJournalLinesAreSkippedOrShownCleanly() throws {
    try withTemporaryDirectory { room in
      var inputs = HostileInputs(seed: 4848)
      var lines: [String] = []
      for _ in 0..<HostileInputs.cases {
        lines.append(
          inputs.below(4) == 0
            ? inputs.text() : inputs.object(from: Self.entry(&inputs)))
      }
      try write(["ada/first-tests.jsonl": lines.joined(separator: "\n") + "\n"], in: room)

      #expect(try checkPages(of: room) == [])
    }
  }

  /// Generated posts at a small room's quota: names, katas and code sizes drawn so that every
  /// bound is met and passed, with hostile code among them. The room answers each post with a
  /// status it means, keeps within its names and journals, never keeps a name's code past its
  /// bound by more than one run, and a server restarted on the folder refuses a name too many.
  @Test func hostilePostsAtTheQuotaKeepTheRoomWithinIt() throws {
    let limits = RoomQuota.Limits(names: 4, journals: 3, codeBytes: 3_000, bytes: 60_000)
    func server(in room: URL) -> ClassroomServer {
      ClassroomServer(
        folder: room, token: HostileEntriesTests.token,
        now: { Date(timeIntervalSince1970: HostileEntriesTests.clock) }, limits: limits)
    }
    try withTemporaryDirectory { folder in
      let room = folder.appendingPathComponent("room")
      try FileManager.default.createDirectory(at: room, withIntermediateDirectories: true)
      var inputs = HostileInputs(seed: 507)
      var statuses: [Int: Int] = [:]
      let served = server(in: room)
      for number in 0..<HostileInputs.cases {
        var entries: [String] = []
        var snapshots: [String: [String: String]] = [:]
        for _ in 0..<(1 + inputs.below(3)) {
          let code = [
            "Sources/Tiny/A.swift": inputs.below(3) == 0
              ? inputs.text() : String(repeating: "x", count: inputs.below(1_400))
          ]
          let fingerprint = CodeSnapshot.fingerprint(of: code)
          snapshots[fingerprint] = code
          entries.append(
            HostileEntriesTests.entry([
              "learner": "\"p\(inputs.below(6))\"", "kata": "\"k\(inputs.below(5))\"",
              "snapshot": "\"\(fingerprint)\"", "id": "\"e-\(inputs.next())\"",
            ]))
        }
        let json = String(decoding: try JSONEncoder().encode(snapshots), as: UTF8.self)
        let answer = try door.post(entries, snapshots: json, to: served)
        statuses[answer.status, default: 0] += 1
        #expect([200, 400, 413, 507].contains(answer.status), "case \(number) of seed 507")
        #expect(!Self.isUnsafe(answer.text), "case \(number) of seed 507")
      }

      let names = try FileManager.default.contentsOfDirectory(atPath: room.path)
        .filter { !$0.hasPrefix(".") }
      #expect(statuses[200, default: 0] > 0 && statuses[507, default: 0] > 0, "\(statuses)")
      #expect(names.count == limits.names, "\(names)")
      for name in names {
        let place = room.appendingPathComponent(name)
        let journals = try FileManager.default.contentsOfDirectory(atPath: place.path)
          .filter { $0.hasSuffix(".jsonl") }
        let code = try FileManager.default.subpathsOfDirectory(
          atPath: place.appendingPathComponent("snapshots").path
        ).reduce(0) { total, file in
          let path = place.appendingPathComponent("snapshots/\(file)").path
          return total
            + ((try FileManager.default.attributesOfItem(atPath: path))[.size] as? Int ?? 0)
        }
        #expect((1...limits.journals).contains(journals.count), "\(name): \(journals)")
        #expect(code <= limits.codeBytes + 1_500 * 6, "\(name) keeps \(code) bytes of code")
      }
      let restarted = try door.post(
        [HostileEntriesTests.entry(["learner": "\"newcomer\""])], to: server(in: room))
      #expect(restarted.status == 507)
      #expect(try checkPages(of: room) == [])
    }
  }
}
