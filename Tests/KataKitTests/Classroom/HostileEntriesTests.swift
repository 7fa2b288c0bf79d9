import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// What one learner with the room's token can send, replayed against the classroom: markup
/// in any field, numbers that overflow, names and snapshots that are paths, journals without
/// end. Each is refused at the door in one line, and a room folder an older version let such
/// an entry into is read without it, never crashing or running its markup.
@Suite struct HostileEntriesTests {
  static let token = "ROOM-2468"
  /// The server's clock: 2026-11-23T10:00:00Z, an hour after the entries' default time.
  static let clock: TimeInterval = 1_795_428_000
  static let markup = "\"><img src=x onerror=\"document.title='pwned'\">"

  func server(in folder: URL) -> ClassroomServer {
    ClassroomServer(
      folder: folder, token: Self.token, now: { Date(timeIntervalSince1970: Self.clock) })
  }

  func get(_ target: String, from server: ClassroomServer) throws -> (HTTPResponse, String) {
    let request = try #require(HTTPRequest(head: Data("GET \(target) HTTP/1.1\r\nHost: r".utf8)))
    let answer = server.respond(to: request)
    return (answer, String(decoding: answer.body, as: UTF8.self))
  }

  /// Posts `entries` (JSON objects, as an attacker writes them) with `snapshots`.
  func post(
    _ entries: [String], snapshots: String = "{}", to server: ClassroomServer
  ) throws -> (status: Int, text: String) {
    let body = "{\"entries\":[\(entries.joined(separator: ","))],\"snapshots\":\(snapshots)}"
    var request = try #require(
      HTTPRequest(
        head: Data(
          "POST /entries HTTP/1.1\r\nHost: r\r\nAuthorization: Bearer \(Self.token)".utf8)))
    request.body = Data(body.utf8)
    let answer = server.respond(to: request)
    return (answer.status, String(decoding: answer.body, as: UTF8.self))
  }

  /// An entry as JSON: a green run of `ada` in `tiny`, with `fields` in place of its own.
  static func entry(_ fields: [String: String] = [:]) -> String {
    var all = [
      "time": "\"2026-11-23T09:00:00Z\"", "event": "\"run\"", "step": "\"01-answer\"",
      "stepNumber": "1", "light": "\"green\"", "tests": "1", "failures": "0",
      "learner": "\"ada\"", "kata": "\"tiny\"",
    ]
    all.merge(fields) { _, new in new }
    return "{"
      + all.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }
      .joined(separator: ",") + "}"
  }

  static let quotedMarkup = "\"\\\"><img src=x onerror=\\\"document.title='pwned'\\\">\""

  @Test(arguments: [
    (["time": quotedMarkup], "entries[0]: time must be a time such as 2026-11-23T09:15:02Z"),
    (
      ["coverage": "{\"covered\":9223372036854775807,\"count\":1,\"uncovered\":[]}"],
      "entries[0]: coverage must count from 0 to 10000000 lines, covered no more than all"
    ),
    (["hints": "9223372036854775807"], "entries[0]: hints must be from 0 to 10000000"),
    (
      ["event": "\"next\"", "stepNumber": "-9223372036854775808"],
      "entries[0]: stepNumber must be from 1 to 100000"
    ),
    (
      ["learner": "\"..\""],
      "entries[0]: learner must be a learner's name: each member starting and ending with a letter or digit"
    ),
    (
      ["learner": "\".hidden\""],
      "entries[0]: learner must be a learner's name: each member starting and ending with a letter or digit"
    ),
    (
      ["learner": "\"dashboard.html\""],
      "entries[0]: learner must be a learner's name: not a name of the room's own files"
    ),
    (
      ["learner": "\"\u{430}da\""],
      "entries[0]: learner must be a learner's name: the letters of each member from one script"
    ),
    (
      ["learner": "\"\u{FF41}\u{FF44}\u{FF41}\""],
      "entries[0]: learner must be a learner's name: letters in their usual form (no full-width or decomposed letters)"
    ),
    (["kata": "\"../tiny\""], "entries[0]: kata must be a kata's id"),
    (
      ["snapshot": "\"../../../../tmp/secret\""],
      "entries[0]: snapshot must be a content fingerprint"
    ),
    (["seconds": "1e300"], "entries[0]: seconds must be from 0 to 1000000"),
    (["rotateEvery": "-1"], "entries[0]: rotateEvery must be from 0 to 10000000"),
  ])
  func anEntryThatBreaksARuleIsRefusedAndNothingIsWritten(
    fields: [String: String], message: String
  ) throws {
    try withTemporaryDirectory { folder in
      let room = folder.appendingPathComponent("room")
      try FileManager.default.createDirectory(at: room, withIntermediateDirectories: true)

      let answer = try post([Self.entry(fields)], to: server(in: room))

      #expect(answer.status == 400)
      #expect(answer.text == message + "\n")
      #expect(FileManager.default.subpaths(atPath: folder.path) == ["room"])
    }
  }

  @Test func markupInAFieldThatKeepsTheRulesIsShownAsTextOnEveryPage() throws {
    try withTemporaryDirectory { room in
      let code = ["Sources/Tiny/A.swift": Self.markup]
      let fingerprint = CodeSnapshot.fingerprint(of: code)
      let snapshots = String(
        decoding: try JSONEncoder().encode([fingerprint: code]), as: UTF8.self)
      let verdict =
        "{\"previous\":\"red\",\"reference\":\"green\",\"caught\":[],\"missed\":[{\"id\":\"x\",\"summary\":\(Self.quotedMarkup)}]}"
      let posted = try post(
        [
          Self.entry([
            "verdict": verdict, "snapshot": "\"\(fingerprint)\"", "unfinished": Self.quotedMarkup,
          ])
        ],
        snapshots: snapshots, to: server(in: room))
      #expect(posted.status == 200, "\(posted.text)")

      for target in [
        "/", "/projector", "/?anonymous=1", "/table", "/diff?learner=ada&kata=tiny&run=1",
      ] {
        let (answer, page) = try get(target, from: server(in: room))
        #expect(answer.status == 200, "\(target)")
        #expect(!page.contains("<img"), "\(target)")
      }
      let (page, text) = try get("/", from: server(in: room))
      let policy = try #require(page.headers["Content-Security-Policy"])
      let nonce = try #require(policy.firstMatch(of: #/script-src 'nonce-(\w+)'/#)?.1)
      #expect(text.contains("<script nonce=\"\(nonce)\">"))
      #expect(policy.hasPrefix("default-src 'none';"))
      #expect(
        page.encoded(keepAlive: false).range(of: Data("X-Content-Type-Options: nosniff".utf8))
          != nil)
    }
  }

  /// Lines an older version (or a hand) put in the room: each is skipped with a warning; the
  /// pages, the Markdown dashboard and the diff of the good line still come out.
  @Test func linesThatBreakTheRulesInTheRoomAreSkippedNeverShownOrSummed() throws {
    try withTemporaryDirectory { room in
      let lines = [
        Self.entry(["time": Self.quotedMarkup]),
        Self.entry(["coverage": "{\"covered\":9223372036854775807,\"count\":1,\"uncovered\":[]}"]),
        Self.entry(["event": "\"hint\"", "hints": "9223372036854775807"]),
        Self.entry([
          "event": "\"hint\"", "step": "\"02-more\"", "stepNumber": "2",
          "hints": "9223372036854775807",
        ]),
        Self.entry(["event": "\"next\"", "stepNumber": "-9223372036854775808"]),
        Self.entry(["snapshot": "\"../../../../etc/hostname\""]),
        Self.entry(["time": "\"2026-11-23T09:05:00Z\""]),
      ]
      try write(
        ["ada/tiny.jsonl": lines.joined(separator: "\n") + "\n", "ada/.hidden/x.jsonl": "{}"],
        in: room)

      let classroom = Classroom(folder: room)
      let markdown = Dashboard(classroom: classroom).markdown
      let (answer, page) = try get("/", from: server(in: room))
      let (diff, _) = try get("/diff?learner=ada&kata=tiny&run=1", from: server(in: room))

      #expect(classroom.warnings.count == 6)
      #expect(classroom.journals.map(\.entries.count) == [1])
      #expect(markdown.contains("| ada | tiny |"))
      #expect(answer.status == 200 && !page.contains("<img"))
      #expect(diff.status == 200)
    }
  }

  @Test func aFullJournalIsRefusedAndAnOversizedOneSkipped() throws {
    try withTemporaryDirectory { room in
      let journal = room.appendingPathComponent("ada/tiny.jsonl")
      try FileManager.default.createDirectory(
        at: journal.deletingLastPathComponent(), withIntermediateDirectories: true)
      let line = Self.entry() + "\n"
      let filler = String(repeating: line, count: Journal.maximumSize / line.utf8.count + 1)
      try Data(filler.utf8).write(to: journal)

      let answer = try post([Self.entry()], to: server(in: room))
      let classroom = Classroom(folder: room)

      #expect(answer.status == 413)
      #expect(
        answer.text == "the journal of ada's tiny is full (8 MiB); nothing of this post was kept\n")
      #expect(classroom.journals.isEmpty)
      #expect(classroom.warnings == ["\(journal.path): over 8 MiB; skipped"])
    }
  }

  /// A learner's folder in the room replaced by a link to a folder elsewhere: the post is
  /// refused, and nothing is written outside the room.
  @Test(arguments: ["ada", "ada/tiny.jsonl", "ada/snapshots"])
  func aLinkInTheRoomIsNeverWrittenThrough(_ linked: String) throws {
    try withTemporaryDirectory { folder in
      let room = folder.appendingPathComponent("room")
      let elsewhere = folder.appendingPathComponent("elsewhere")
      try FileManager.default.createDirectory(
        at: room.appendingPathComponent("ada"), withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
      let link = room.appendingPathComponent(linked)
      try? FileManager.default.removeItem(at: link)
      let target = linked.hasSuffix(".jsonl") ? elsewhere.appendingPathComponent("x") : elsewhere
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

      let answer = try post([Self.entry()], to: server(in: room))

      #expect(answer.status == 500)
      #expect(!answer.text.contains(folder.path))
      #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }
  }

  @Test func aFolderThatCannotTakeTheEntriesIsNotNamedToTheLearner() throws {
    try withTemporaryDirectory { room in
      try write(["ada": "a file where the learner's folder would be"], in: room)

      let answer = try post([Self.entry()], to: server(in: room))

      #expect(answer.status == 500)
      #expect(!answer.text.contains(room.path))
    }
  }

  @Test(arguments: [
    ("ada", true), ("ada+bob", true), ("Zoë", true), ("ada.lovelace", true), ("李雷", true),
    ("Ада+bob", true), ("..", false), (".", false), (".ada", false), ("ada.", false),
    ("ada+", false), ("-ada", false), ("dashboard.html", false), ("notes.MD", false),
    ("snapshots", false), ("\u{430}da", false), ("\u{FF41}da", false), ("a\u{202E}b", false),
    ("a b", false), ("", false), (String(repeating: "é", count: 64), true),
    (String(repeating: "é", count: 65), false),
    ("a" + String(repeating: "\u{301}", count: 600), false),
    (String(repeating: "\u{20000}", count: 63), true),
    (String(repeating: "\u{20000}", count: 64), false),
  ])
  func aNameIsOneThatCanStandForNothingElse(name: String, valid: Bool) {
    #expect(LearnerName.isValid(name) == valid)
  }

  /// An empty name given is a mistake, not "no name": refused, where a missing one is not.
  @Test func anEmptyNameGivenIsRefusedAndAMissingOneIsNot() throws {
    let refusal = #expect(throws: UsageError.self) { try LearnerName.validated("") }

    #expect(refusal?.description.hasPrefix("invalid --name '': expected a name") == true)
    #expect(try LearnerName.validated(nil) == nil)
  }

  /// A pair's name over 64 characters is told as too long, with its length, where it was
  /// told as a wrong character.
  @Test func aNameTooLongIsToldAsTooLong() {
    let trio =
      String(repeating: "a", count: 21) + "+" + String(repeating: "b", count: 22) + "+"
      + String(repeating: "c", count: 21)

    let refusal = #expect(throws: UsageError.self) { try LearnerName.validated(trio) }

    #expect(
      refusal?.description.hasSuffix(
        "expected a name of at most 64 characters, every member of a pair counted (it has 66)")
        == true, "\(refusal?.description ?? "")")
  }

  /// One letter of 600,000 code points is one character by Swift's count, yet no folder
  /// can be named after it: refused at the door, and named back in one short clean line.
  @Test func aNameOfOneHugeLetterIsRefusedInOneShortLine() {
    let letter = "a" + String(repeating: "\u{301}", count: 600_000)
    let name = letter + "\u{1B}]0;x\u{07}"
    #expect(letter.count == 1)

    let refusal = #expect(throws: UsageError.self) { try LearnerName.validated(name) }

    let line = refusal?.description ?? ""
    #expect(line.unicodeScalars.count < 250, "\(line.unicodeScalars.count) code points")
    #expect(line.hasPrefix("invalid --name '"))
    #expect(line.contains("… (\(name.unicodeScalars.count - 80) more)"))
    #expect(TerminalText.isClean(line))
  }

  /// The script injection, end to end: a room holding a line with markup in its time (as an
  /// older version took it) and an entry with markup in its verdict, served on loopback and
  /// opened in headless Chromium. The browser builds no image and runs no script of theirs.
  @Test(.enabled(if: DashboardBrowserTests.chromium != nil, "needs chromium"))
  func injectedMarkupRunsNothingInARealBrowser() throws {
    try withTemporaryDirectory { room in
      try write(["ada/tiny.jsonl": Self.entry(["time": Self.quotedMarkup]) + "\n"], in: room)
      let verdict =
        "{\"previous\":\"red\",\"reference\":\"green\",\"caught\":[],\"missed\":[{\"id\":\"x\",\"summary\":\(Self.quotedMarkup)}]}"
      let classroom = server(in: room)
      _ = try post([Self.entry(["learner": "\"bob\"", "verdict": verdict])], to: classroom)
      let server = try HTTPServer(host: "127.0.0.1", port: 0, screen: classroom.screen) {
        classroom.respond(to: $0)
      }
      let thread = Thread { server.run() }
      thread.start()
      defer { server.stop() }
      let browser = try #require(DashboardBrowserTests.chromium)

      for path in ["/", "/projector", "/?anonymous=1"] {
        let dom = try Subprocess.run(
          [
            browser, "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=2000",
            "--dump-dom", "http://127.0.0.1:\(server.port)\(path)",
          ], timeout: 60)

        let row = path.contains("anonymous") ? AnimalNames.name(for: "bob") : "bob"
        let cell = path.contains("projector") ? "\">\(row)</h2>" : "\">\(row)</th>"
        #expect(dom.output.contains(cell), "\(path): \(dom.errors)")
        #expect(
          !dom.output.contains(">2026-11-23T09:00:00Z</time>"),
          "the page's own script ran and showed the time in the viewer's zone: \(path)")
        #expect(!dom.output.contains("<img"), "\(path)")
        #expect(!dom.output.contains("pwned</title>"), "\(path)")
      }
    }
  }
}
