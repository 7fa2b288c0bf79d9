import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// The siblings of attacks an earlier fix held for one input only (#48): a time far in the
/// future or the past, control characters and direction marks in any text, a journal filled
/// past its limit by one large post, a page served without the room's headers. Each closes
/// the family: every time is checked against the server's clock, nothing iterates over a span
/// a time can stretch, every text is cleaned at the door and where a terminal shows it, the
/// limit holds for what the journal will be, and every answer carries the headers.
@Suite struct HostileSiblingsTests {
  let entries = HostileEntriesTests()

  func server(in room: URL) -> ClassroomServer {
    entries.server(in: room)
  }

  @Test(arguments: [
    ("9999-12-31T23:59:59Z", "time must be in the years 2000 to 2099"),
    ("0000-01-01T00:00:00Z", "time must be in the years 2000 to 2099"),
    ("2026-11-25T10:00:01Z", "time must be within a day ahead and 31 days behind the room's clock"),
    ("2026-10-22T09:59:59Z", "time must be within a day ahead and 31 days behind the room's clock"),
  ])
  func aTimeFarFromTheServersClockIsRefusedAtTheDoor(time: String, rule: String) throws {
    try withTemporaryDirectory { room in
      let answer = try entries.post(
        [HostileEntriesTests.entry(), HostileEntriesTests.entry(["time": "\"\(time)\""])],
        to: server(in: room))

      #expect(answer.status == 400)
      #expect(answer.text == "entries[1]: \(rule)\n")
      #expect(FileManager.default.subpaths(atPath: room.path) == [])
    }
  }

  @Test func aTimeWithinADayAheadAndAMonthBehindIsTaken() throws {
    try withTemporaryDirectory { room in
      let answer = try entries.post(
        [
          HostileEntriesTests.entry(["time": "\"2026-11-24T09:59:59Z\""]),
          HostileEntriesTests.entry(["time": "\"2026-10-24T10:00:00Z\""]),
        ], to: server(in: room))

      #expect(answer.status == 200, "\(answer.text)")
    }
  }

  /// A room folder that holds such a time anyway (a shared folder, an older version): the
  /// line is skipped with a warning, as any line that breaks a rule, so no clock of the wall
  /// or the debrief counts to the year 9999.
  @Test(arguments: ["9999-12-31T23:59:59Z", "0000-01-01T00:00:00Z"])
  func aFarTimeInTheRoomIsSkippedWithAWarning(time: String) throws {
    try withTemporaryDirectory { room in
      let lines = [HostileEntriesTests.entry(), HostileEntriesTests.entry(["time": "\"\(time)\""])]
      try write(["ada/tiny.jsonl": lines.joined(separator: "\n") + "\n"], in: room)

      let classroom = Classroom(folder: room)
      let dashboard = Dashboard(classroom: classroom)
      let (answer, _) = try entries.get("/", from: server(in: room))

      #expect(dashboard.columns.count == 1)
      #expect(
        classroom.warnings == [
          "\(room.path)/ada/tiny.jsonl:2: skipped a line that is not a journal entry by the rules"
        ])
      #expect(answer.status == 200)
    }
  }

  @Test func theTimelineHasAColumnPerBusyMinuteAndOneForEachLongGap() {
    let timeline = Timeline(busy: [0, 2, 3, 20])
    #expect(
      timeline.columns.map { [$0.minute, $0.minutes] } == [
        [0, 1], [1, 1], [2, 1], [3, 1], [4, 16], [20, 1],
      ])
    #expect(timeline.columnOf == [0: 0, 2: 2, 3: 3, 20: 5])
  }

  static let escapes = "\u{1B}]0;PWNED\u{07}\u{1B}[2J"
  static let reversed = "fine\u{202E}txt.exe"

  /// A missed chaff's summary holding a terminal's escapes and a direction mark: kept
  /// without them, and printed without them by the Markdown dashboard and the retro.
  @Test func controlCharactersAndDirectionMarksNeverReachTheRoomOrTheTerminal() throws {
    try withTemporaryDirectory { room in
      let summary = String(
        decoding: try JSONEncoder().encode(Self.escapes + " " + Self.reversed), as: UTF8.self)
      let verdict =
        "{\"previous\":\"red\",\"reference\":\"green\",\"caught\":[],\"missed\":[{\"id\":\"x\",\"summary\":\(summary)}]}"
      let posted = try entries.post(
        [
          HostileEntriesTests.entry([
            "verdict": verdict, "unfinished": summary, "light": "\"red\"", "failures": "1",
          ])
        ], to: server(in: room))
      #expect(posted.status == 200, "\(posted.text)")

      let stored = try String(
        contentsOf: room.appendingPathComponent("ada/tiny.jsonl"), encoding: .utf8)
      let console = ConsoleRecording()
      let tool = KataTool(
        currentDirectory: room, environment: [:], console: console.console(),
        watchControl: WatchControl(interval: 0, pause: { _ in }, shouldStop: { true }))
      #expect(tool.run(["dashboard", room.path, "--format", "markdown"]) == .success)
      #expect(tool.run(["dashboard", "retro", room.path]) == .success)

      #expect(!stored.contains("\\u001b") && !stored.contains("\u{202E}"))
      #expect(stored.contains("]0;PWNED"))
      #expect(console.output.contains("ada"))
      #expect(!console.output.unicodeScalars.contains { TerminalText.isUnsafe($0) && $0 != "\n" })
    }
  }

  /// Code with a direction mark (a "Trojan source" line): its fingerprint must hold, so it is
  /// kept as sent, and the diff page shows the mark by name instead of turning the line.
  @Test func theDiffPageShowsADirectionMarkByName() throws {
    try withTemporaryDirectory { room in
      let code = ["Sources/Tiny/A.swift": "let access = \"user\u{202E} \u{2066}// admin\u{2069}\""]
      let fingerprint = CodeSnapshot.fingerprint(of: code)
      let snapshots = String(decoding: try JSONEncoder().encode([fingerprint: code]), as: UTF8.self)
      let posted = try entries.post(
        [HostileEntriesTests.entry(["snapshot": "\"\(fingerprint)\""])], snapshots: snapshots,
        to: server(in: room))
      #expect(posted.status == 200, "\(posted.text)")

      let (answer, page) = try entries.get(
        "/diff?learner=ada&kata=tiny&run=1", from: server(in: room))

      #expect(answer.status == 200)
      #expect(page.contains("user⟨U+202E⟩ ⟨U+2066⟩// admin⟨U+2069⟩"))
      #expect(!page.unicodeScalars.contains { TerminalText.isDirectionMark($0) })
    }
  }

  /// Each rule a post breaks is named for itself, with where it is broken: a snapshot of too
  /// many files is not told as a bad path, and a value of the wrong type names its place.
  @Test func aRefusedPostNamesTheRuleItBreaksAndWhere() throws {
    func snapshot(_ code: [String: String]) throws -> (fingerprint: String, json: String) {
      let fingerprint = CodeSnapshot.fingerprint(of: code)
      return (
        fingerprint,
        String(decoding: try JSONEncoder().encode([fingerprint: code]), as: UTF8.self)
      )
    }
    let many = try snapshot(
      Dictionary(uniqueKeysWithValues: (0...1_000).map { ("Sources/Tiny/F\($0).swift", "") }))
    let outside = try snapshot(["../../etc/\u{1B}]0;x\u{07}passwd": "root"])
    let long = try snapshot(["Sources/" + String(repeating: "a", count: 400): ""])

    try withTemporaryDirectory { room in
      let answers = try [
        entries.post([HostileEntriesTests.entry()], snapshots: many.json, to: server(in: room)),
        entries.post([HostileEntriesTests.entry()], snapshots: outside.json, to: server(in: room)),
        entries.post([HostileEntriesTests.entry()], snapshots: long.json, to: server(in: room)),
        entries.post(
          [HostileEntriesTests.entry(), HostileEntriesTests.entry(["tests": "\"three\""])],
          to: server(in: room)),
        entries.post([HostileEntriesTests.entry(["event": "7"])], to: server(in: room)),
      ]

      #expect(answers.map(\.status) == [400, 400, 400, 400, 400])
      #expect(
        answers.map(\.text) == [
          "the code under \(many.fingerprint.prefix(20)) has 1001 files; at most 1000 are kept\n",
          "the code under \(outside.fingerprint.prefix(20)) names \"../../etc/]0;xpasswd\", which is not a path under Sources/ or Tests/\n",
          "the code under \(long.fingerprint.prefix(20)) names a path of 408 bytes; at most 300\n",
          "not a delivery of journal entries (JSON with entries and snapshots): \"entries[1].tests\" has the wrong type\n",
          "not a delivery of journal entries (JSON with entries and snapshots): \"entries[0].event\" has the wrong type\n",
        ])
      #expect(FileManager.default.subpaths(atPath: room.path) == [])
    }
  }

  @Test func theInstructorsLineRefusesADirectionMark() {
    #expect(RoomMessage.refusal(of: "Break \u{202E}01:11") != nil)
  }

  @Test(arguments: [
    ("a\u{1B}[2Jb", "a[2Jb"), ("x\u{202E}y\u{2066}z\u{200F}", "xyz"),
    ("one\ntwo\tthree", "one two three"),
    ("\u{9B}31m", "31m"), ("plain", "plain"),
  ])
  func terminalTextLeavesOutWhatMovesTheCursorOrTurnsTheText(text: String, cleaned: String) {
    #expect(TerminalText.cleaned(text) == cleaned)
    #expect(TerminalText.isClean(cleaned))
  }

  /// A journal a few hundred bytes short of its limit, and a post that would carry it past:
  /// the limit holds for the journal as it will be, so it never grows past it (where the
  /// room would skip it and the pair's row would leave the wall), while an entry that fits
  /// is still taken.
  @Test func aJournalNeverGrowsPastItsLimit() throws {
    try withTemporaryDirectory { room in
      let journal = room.appendingPathComponent("ada/tiny.jsonl")
      try write(
        ["ada/tiny.jsonl": String(repeating: " ", count: Journal.maximumSize - 600) + "\n"],
        in: room)
      let long = "\"" + String(repeating: "w", count: 1_000) + "\""

      let tooLarge = try entries.post(
        [HostileEntriesTests.entry(["unfinished": long])], to: server(in: room))
      let fits = try entries.post([HostileEntriesTests.entry()], to: server(in: room))
      let size = try #require(try journal.resourceValues(forKeys: [.fileSizeKey]).fileSize)

      #expect(tooLarge.status == 413 && fits.status == 200, "\(tooLarge.text)")
      #expect(size <= Journal.maximumSize)
    }
  }

  /// A post that would take a journal past its limit is refused whole: none of its entries
  /// is kept, and the answer says so.
  @Test func aPostPastTheLimitKeepsNothingOfIt() throws {
    try withTemporaryDirectory { room in
      let journal = room.appendingPathComponent("ada/tiny.jsonl")
      try write(
        ["ada/tiny.jsonl": String(repeating: " ", count: Journal.maximumSize - 400) + "\n"],
        in: room)
      let before = try Data(contentsOf: journal)

      let answer = try entries.post(
        (1...5).map { HostileEntriesTests.entry(["id": "\"e\($0)\""]) }, to: server(in: room))

      #expect(answer.status == 413)
      #expect(answer.text.contains("nothing of this post was kept"))
      #expect(try Data(contentsOf: journal) == before)
    }
  }

  @Test(arguments: [
    "2026-11-23T23:59:60Z", "2026-11-23T24:00:00Z", "2026-02-30T09:00:00Z", "2026-02-29T09:00:00Z",
    "2026-11-23T09:60:00Z", "2026-04-31T09:00:00Z",
  ])
  func aTimeThatIsNoTimeIsRefused(time: String) {
    #expect(JournalEntry.seconds(time) == nil, "\(time)")
  }

  @Test func aRealTimeReadsAsOne() {
    #expect(JournalEntry.seconds("2024-02-29T23:59:59Z") != nil)
    #expect(JournalEntry.seconds("2000-02-29T00:00:00Z") != nil)
    #expect(JournalEntry.seconds("1900-02-29T00:00:00Z") == nil)
  }

  /// A served room reads each line of a journal once: a page after a new line reads that
  /// line, and a journal replaced by another is read again whole.
  @Test func aServedRoomReadsOnlyTheLinesThatCameSince() throws {
    try withTemporaryDirectory { room in
      let journal = room.appendingPathComponent("ada/tiny.jsonl")
      let line = { (minute: Int) in
        HostileEntriesTests.entry([
          "time": "\"2026-11-23T09:\(String(format: "%02d", minute)):00Z\""
        ])
          + "\n"
      }
      try write(["ada/tiny.jsonl": line(0) + line(1)], in: room)
      let cache = JournalCache()

      let first = try cache.read(journal)
      let handle = try FileHandle(forWritingTo: journal)
      try handle.seekToEnd()
      try handle.write(contentsOf: Data((line(2) + "{\"half\": ").utf8))
      try handle.close()
      let second = try cache.read(journal)
      try write(["ada/tiny.jsonl": line(5)], in: room)
      let replaced = try cache.read(journal)

      #expect(first.entries.count == 2)
      #expect(
        second.entries.map(\.time).last == "2026-11-23T09:02:00Z" && second.entries.count == 3)
      #expect(second.damaged.isEmpty, "a line still being written waits")
      #expect(replaced.entries.map(\.time) == ["2026-11-23T09:05:00Z"])
    }
  }

  /// Every answer of the room carries the same guarding headers, the page fragment of
  /// `/table`, a message and JSON included; a page keeps its own policy with its nonce.
  @Test(arguments: ["/", "/projector", "/table", "/diff?learner=ada&kata=tiny&run=1", "/nowhere"])
  func everyAnswerCarriesTheRoomsHeaders(target: String) throws {
    try withTemporaryDirectory { room in
      _ = try entries.post([HostileEntriesTests.entry()], to: server(in: room))
      let (answer, _) = try entries.get(target, from: server(in: room))
      let head = String(decoding: answer.encoded(keepAlive: false), as: UTF8.self)
        .components(separatedBy: "\r\n\r\n")[0]

      #expect(head.contains("Content-Security-Policy: default-src 'none';"), "\(target)")
      #expect(head.contains("Referrer-Policy: no-referrer"), "\(target)")
      #expect(head.contains("X-Content-Type-Options: nosniff"), "\(target)")
      #expect(head.contains("X-Frame-Options: DENY"), "\(target)")
    }
  }
}
