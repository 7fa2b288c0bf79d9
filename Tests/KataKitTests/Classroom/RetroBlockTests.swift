import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// The debrief of a block of the day (`kata dashboard retro ROOM --since 11:00 --until
/// 13:00`): times read in the instructor's time zone, injected here, never the machine's;
/// the findings are the block's, with what came before as history; bad times refused.
@Suite struct RetroBlockTests {
  /// Paris, one hour ahead of UTC in November.
  static let paris: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Europe/Paris")!
    return calendar
  }()
  /// Five in the afternoon in Paris, when the instructor debriefs.
  static let now = ISO8601DateFormatter().date(from: "2026-11-24T16:00:00Z")!

  /// A journal line at `HH:MM` UTC on 2026-11-24.
  func entry(
    _ time: String, _ event: JournalEntry.Event, step: Int, light: Light? = nil,
    missing chaff: String? = nil
  ) -> String {
    var entry = JournalEntry(
      time: "2026-11-24T\(time):00Z", event: event, step: "0\(step)-step", stepNumber: step,
      light: light, tests: light == nil ? nil : 2, failures: light == .red ? 1 : 0)
    entry.steps = 3
    entry.verdict = chaff.map {
      TestFirstVerdict(previous: .red, reference: .green, missed: [KataChaff(id: $0, summary: $0)])
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try! encoder.encode(entry), as: UTF8.self)
  }

  /// ada: red from 09:30 (missing "forgets a") to green at 10:10, on to step 2 at 10:20,
  /// green there at once, step 3 at 10:40, red from 11:30 (missing "forgets c"), red again
  /// at 11:55, until green at 12:30. bob: green at once at 09:10, step 2 at 09:20, red there
  /// once at 09:25 (missing "forgets b"), then quiet, never green. All in UTC.
  func makeRoom(in folder: URL) throws {
    let ada = [
      entry("09:00", .start, step: 1),
      entry("09:30", .run, step: 1, light: .red, missing: "forgets a"),
      entry("09:50", .run, step: 1, light: .red), entry("10:10", .run, step: 1, light: .green),
      entry("10:20", .next, step: 2), entry("10:30", .run, step: 2, light: .green),
      entry("10:40", .next, step: 3),
      entry("11:30", .run, step: 3, light: .red, missing: "forgets c"),
      entry("11:55", .run, step: 3, light: .red), entry("12:30", .run, step: 3, light: .green),
    ]
    let bob = [
      entry("09:00", .start, step: 1), entry("09:10", .run, step: 1, light: .green),
      entry("09:20", .next, step: 2),
      entry("09:25", .run, step: 2, light: .red, missing: "forgets b"),
    ]
    try write(
      [
        "ada/tiny.jsonl": ada.joined(separator: "\n") + "\n",
        "bob/tiny.jsonl": bob.joined(separator: "\n") + "\n",
      ], in: folder)
  }

  /// `kata ARGUMENTS` in `folder` at ``now``, reading times in `calendar`.
  func kata(
    _ arguments: [String], in folder: URL, calendar: Calendar = paris
  ) -> (status: ExitCode, output: String, errors: String) {
    let recording = ConsoleRecording()
    let status = KataTool(
      currentDirectory: folder, environment: [:], console: recording.console(),
      runners: Runners(ScriptedRunner([])), now: { Self.now },
      watchControl: WatchControl(interval: 0, pause: { _ in }, shouldStop: { true }),
      calendar: calendar
    ).run(arguments)
    return (status, recording.output, recording.errors)
  }

  @Test func aTimeOfDayIsReadTodayInTheGivenTimeZone() {
    let utc = CommandContext.utcCalendar
    let moment = { (text: String, calendar: Calendar) in
      DebriefRange.moment(text, now: Self.now, calendar: calendar)
    }
    let at = { (time: String) in
      Int(ISO8601DateFormatter().date(from: "2026-11-\(time):00Z")!.timeIntervalSince1970)
    }

    #expect(moment("10:00", Self.paris) == at("24T09:00"))
    #expect(moment("10:00", utc) == at("24T10:00"))
    #expect(moment("9:05", Self.paris) == at("24T08:05"))
    #expect(moment(" 23:59 ", Self.paris) == at("24T22:59"))
    #expect(moment("00:00", Self.paris) == at("23T23:00"))
    #expect(moment("2026-11-23 16:30", Self.paris) == at("23T15:30"))
    #expect(moment("2026-11-23T16:30", utc) == at("23T16:30"))
    for refused in [
      "25:00", "24:00", "10:60", "noon", "10", "10:0", "", "2026-02-30 10:00", "١٠:٠٠",
    ] {
      #expect(moment(refused, Self.paris) == nil, "\(refused)")
    }
  }

  @Test func theRangeSaysWhichBlockItCovers() {
    let at = { (time: String) in
      Int(ISO8601DateFormatter().date(from: "2026-11-\(time):00Z")!.timeIntervalSince1970)
    }
    let words = { (since: String?, until: String?) in
      DebriefRange(since: since.map(at), until: until.map(at)).description(in: Self.paris)
    }

    #expect(
      words("24T09:00", "24T11:00") == "From 10:00 to 12:00 on 2026-11-24, Europe/Paris time.")
    #expect(
      words("23T15:00", "24T09:00")
        == "From 2026-11-23 16:00 to 2026-11-24 10:00, Europe/Paris time.")
    #expect(words("24T09:00", nil) == "Since 10:00 on 2026-11-24, Europe/Paris time.")
    #expect(words(nil, "24T11:00") == "Until 12:00 on 2026-11-24, Europe/Paris time.")
  }

  @Test func theRetroOfABlockHasItsFindingsAndTheHistoryBeforeIt() throws {
    try withTemporaryDirectory { folder in
      try makeRoom(in: folder)

      let block = kata(
        ["dashboard", "retro", ".", "--since", "11:00", "--until", "13:00"], in: folder)

      #expect(block.status == .success, "\(block.errors)")
      #expect(
        block.errors
          == "kata: warning: the katas were not found from here, so the debrief has no guide's questions: pass --katas DIR or set KATA_PATH\n",
        "this room has no Katas folder; nothing else is amiss")
      #expect(
        block.output == """
          # Retrospective

          From 11:00 to 13:00 on 2026-11-24, Europe/Paris time.

          ## Chaffs most often missed

          1. tiny step 3: "forgets c", missed by 1 pair

          ## Slowest steps

          1. tiny step 1: 80 minutes, the median of 1 pair
          2. tiny step 2: 20 minutes, the median of 1 pair

          ## Steps most often green before red

          1. tiny step 2: 1 pair

          ## Steps not green by 13:00

          1. tiny step 3: 1 pair

          ## Longest stretches without green

          1. ada, tiny step 3: 30 minutes without green (no green by 13:00)
          2. ada, tiny step 1: 10 minutes without green

          ## Debrief questions from the guides

          No guide has questions for these steps.

          """)
    }
  }

  @Test func aBlockWithNoRunSaysSoAndWhenTheRoomRan() throws {
    try withTemporaryDirectory { folder in
      try makeRoom(in: folder)

      let late = kata(["dashboard", "retro", ".", "--since", "16:30"], in: folder)

      #expect(late.status == .success)
      #expect(
        late.output.contains(
          "No pair ran its tests in this block: the room's runs go from 2026-11-24 10:10 to 2026-11-24 13:30.\n"
        ))
      #expect(late.output.contains("## Slowest steps\n\nNone in this block.\n"))
      #expect(!late.output.contains("None in this room."))
    }
  }

  @Test func aPairStillRunningRedCountsUpToNow() throws {
    try withTemporaryDirectory { folder in
      let cy = [
        entry("15:00", .start, step: 1), entry("15:10", .run, step: 1, light: .red),
        entry("15:58", .run, step: 1, light: .red),
      ]
      // dee began four minutes ago: under way, not a step that never went green.
      let dee = [entry("15:55", .start, step: 1), entry("15:56", .run, step: 1, light: .red)]
      try write(
        [
          "cy/tiny.jsonl": cy.joined(separator: "\n") + "\n",
          "dee/tiny.jsonl": dee.joined(separator: "\n") + "\n",
        ], in: folder)

      let retro = kata(["dashboard", "retro", "."], in: folder).output

      #expect(retro.contains("1. cy, tiny step 1: 50 minutes without green (no green yet)\n"))
      #expect(retro.contains("## Steps that never went green\n\n1. tiny step 1: 1 pair\n\n"))
    }
  }

  @Test func withoutABlockTheRetroCoversTheWholeRoomUpToNow() throws {
    try withTemporaryDirectory { folder in
      try makeRoom(in: folder)

      let whole = kata(["dashboard", "retro", "."], in: folder).output

      #expect(whole.hasPrefix("# Retrospective\n\n## Chaffs most often missed\n"))
      for line in [
        "tiny step 1: \"forgets a\"", "tiny step 2: \"forgets b\"", "tiny step 3: \"forgets c\"",
        "tiny step 1: 80 minutes, the median of 2 pairs",
        "Steps most often green before red\n\n1. tiny step 1: 1 pair\n",
        "ada, tiny step 3: 60 minutes without green\n", "ada, tiny step 1: 40 minutes",
      ] {
        #expect(whole.contains(line), "\(line)")
      }
      #expect(
        !whole.contains("bob, tiny step 2"),
        "bob has been quiet since his one red run: the wall calls him quiet, and silence is never counted red"
      )
    }
  }

  @Test(arguments: [
    (
      ["retro", ".", "--since", "25:00"],
      "kata: invalid --since '25:00': expected a time of day as HH:MM (00:00 to 23:59), or a day and time as YYYY-MM-DD HH:MM (see 'kata help dashboard retro')\n"
    ),
    (
      ["retro", ".", "--until", "noon"],
      "kata: invalid --until 'noon': expected a time of day as HH:MM (00:00 to 23:59), or a day and time as YYYY-MM-DD HH:MM (see 'kata help dashboard retro')\n"
    ),
    (
      ["retro", ".", "--since", "12:00", "--until", "10:00"],
      "kata: invalid --until '10:00': expected a time after --since 12:00 (see 'kata help dashboard retro')\n"
    ),
    (
      ["retro", ".", "--since", "12:00", "--until", "12:00"],
      "kata: invalid --until '12:00': expected a time after --since 12:00 (see 'kata help dashboard retro')\n"
    ),
    (
      [".", "--since", "10:00"],
      "kata: --since is an option of 'kata dashboard retro' (see 'kata help dashboard')\n"
    ),
  ])
  func aTimeThatIsNotOneIsRefusedInOneLine(arguments: [String], error: String) throws {
    try withTemporaryDirectory { folder in
      try makeRoom(in: folder)

      let refused = kata(["dashboard"] + arguments, in: folder)

      #expect(refused.status == .usage)
      #expect(refused.errors == error)
      #expect(refused.output.isEmpty)
    }
  }
}
