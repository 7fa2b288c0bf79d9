import Foundation
import TestSupport
import Testing

@testable import KataKit

/// The debrief goes on the wall (#49): `/retro` serves it as a page in projector type, of a
/// block of the day and in the anonymous view; the command honours `--anonymous`, `--format
/// html` and `--output` with `--retro` and refuses what it cannot; a step pairs left within a
/// minute is not among the slowest.
@Suite struct RetroPageTests {
  let room = ProjectorAndRetroTests()

  func get(_ target: String, in folder: URL) throws -> (status: Int, text: String) {
    let server = ClassroomServer(
      folder: folder, token: "ROOM-1234", now: { ProjectorAndRetroTests.now },
      guides: [:], calendar: CommandContext.utcCalendar)
    let request = try #require(HTTPRequest(head: Data("GET \(target) HTTP/1.1\r\nHost: r".utf8)))
    let answer = server.respond(to: request)
    return (answer.status, String(decoding: answer.body, as: UTF8.self))
  }

  @Test func theRetroIsAPageForTheWallNamedOrAnonymous() throws {
    try withTemporaryDirectory { folder in
      try room.makeRoom(in: folder)

      let page = try get("/retro", in: folder)
      let hidden = try get("/retro?anonymous=1", in: folder)
      let block = try get("/retro?since=09:10&until=09:20", in: folder)
      let wrong = try get("/retro?since=25:00", in: folder)

      #expect(page.status == 200)
      #expect(page.text.contains("<body class=\"retro\">"))
      #expect(
        page.text.contains(
          "<h2>Longest stretches without green</h2><ol><li>ada+bob, tiny step 1: 2 minutes"))
      #expect(hidden.status == 200 && !hidden.text.contains("ada+bob"))
      #expect(hidden.text.contains("\(AnimalNames.name(for: "ada+bob")), tiny step 1: 2 minutes"))
      #expect(block.text.contains("From 09:10 to 09:20 on 2026-11-24, GMT time."))
      #expect(wrong.status == 400)
    }
  }

  /// A guide's question that goes on over a second, indented line is one bullet on the wall.
  /// Markdown's inline code in a finding or a question shows as code on the wall, never as
  /// backticks; what is inside is escaped all the same, and a lone backtick stays one.
  @Test(arguments: [
    ("calls `makeLoginRequest()` twice", "calls <code>makeLoginRequest()</code> twice"),
    ("`a<b` and `c`", "<code>a&lt;b</code> and <code>c</code>"),
    ("one ` alone", "one ` alone"),
    ("`x` then ` left", "<code>x</code> then ` left"),
    ("no code", "no code"),
  ])
  func inlineCodeShowsAsCode(text: String, markup: String) {
    #expect(HTML.withInlineCode(text).text == markup)
  }

  @Test func aQuestionOverTwoLinesIsOneBullet() throws {
    try withTemporaryDirectory { folder in
      try room.makeRoom(in: folder)
      let guide = """
        **After Step 1 (`01-answer`)**: the first red.
        - What would a public helper
          have cost you?
        - Who ran first?
        """

      let page = RetroPage(
        retrospective: Retrospective(
          dashboard: Dashboard(
            classroom: Classroom(folder: folder), now: ProjectorAndRetroTests.now),
          guides: ["tiny": guide])
      ).html()

      #expect(
        page.contains(
          "<ul><li>What would a public helper have cost you?</li><li>Who ran first?</li></ul>"),
        "\(page)")
    }
  }

  @Test func theRetroCommandHonoursOrRefusesEveryOption() throws {
    try withTemporaryDirectory { folder in
      let roomFolder = folder.appendingPathComponent("room")
      try room.makeRoom(in: roomFolder)
      let recording = ConsoleRecording()
      let tool = KataTool(
        currentDirectory: folder, environment: [:], console: recording.console(),
        now: { ProjectorAndRetroTests.now },
        watchControl: WatchControl(interval: 0, pause: { _ in }, shouldStop: { true }),
        calendar: CommandContext.utcCalendar)

      let anonymous = tool.run(["dashboard", "retro", "room", "--anonymous"])
      let printed = recording.output
      let page = tool.run([
        "dashboard", "retro", "room", "--format", "html", "--output", "retro.html",
      ])
      let projector = tool.run(["dashboard", "retro", "room", "--projector"])
      let json = tool.run(["dashboard", "retro", "room", "--format", "json"])
      let serve = tool.run(["dashboard", "retro", "room", "--serve", "0"])
      let say = tool.run(["dashboard", "retro", "room", "--say", "hi"])

      #expect(anonymous == .success && page == .success)
      #expect(!printed.contains("ada+bob") && printed.contains(AnimalNames.name(for: "ada+bob")))
      let written = try String(
        contentsOf: folder.appendingPathComponent("retro.html"), encoding: .utf8)
      #expect(written.contains("<body class=\"retro\">"))
      #expect(projector == .usage && json == .usage && serve == .usage && say == .usage)
      #expect(RoomMessage.read(in: roomFolder) == nil, "the refused --say said nothing")
      #expect(
        recording.errors.contains(
          "kata: unknown option '--projector' (see 'kata help dashboard retro')\n"))
      #expect(
        recording.errors.contains(
          "kata: invalid --format 'json': expected markdown, or html for the wall's page"))
      #expect(
        recording.errors.contains(
          "kata: unknown option '--serve' (see 'kata help dashboard retro')\n"),
        "a former flag after the subcommand is no flag of it")
    }
  }

  @Test func aStepLeftWithinAMinuteIsNotAmongTheSlowest() throws {
    try withTemporaryDirectory { folder in
      try write(
        [
          "ada/tiny.jsonl": [
            room.entry(0, .start, step: 1), room.entry(0, .next, step: 2),
            room.entry(0, .next, step: 3),
          ].joined(separator: "\n") + "\n"
        ], in: folder)

      let retro = Retrospective(
        dashboard: Dashboard(classroom: Classroom(folder: folder), now: ProjectorAndRetroTests.now),
        guides: [:])

      #expect(retro.slowestSteps.isEmpty)
      #expect(retro.markdown.contains("## Slowest steps\n\nNone in this room."))
    }
  }
}
