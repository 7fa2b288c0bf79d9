import Foundation
import TestSupport
import Testing

@testable import KataKit

/// The room on the wall and after the block: the projector's view (the step of the total,
/// minutes on it, the driver, who may be stuck, in words), the anonymous view, and the
/// retrospective with the guides' questions.
@Suite struct ProjectorAndRetroTests {
  /// Twenty past nine, when the instructor looks.
  static let now = ISO8601DateFormatter().date(from: "2026-11-24T09:20:00Z")!

  func entry(
    _ minute: Int, _ event: JournalEntry.Event, step: Int, light: Light? = nil,
    change: (inout JournalEntry) -> Void = { _ in }
  ) -> String {
    var entry = JournalEntry(
      time: String(format: "2026-11-24T09:%02d:00Z", minute), event: event,
      step: String(format: "%02d-step", step), stepNumber: step, light: light,
      tests: light == nil ? nil : 2, failures: light == nil ? nil : (light == .green ? 0 : 1))
    if event == .start || event == .next { entry.steps = 3 }
    change(&entry)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try! encoder.encode(entry), as: UTF8.self)
  }

  /// ada+bob: past their 8-minute box on step 2 but green there, bob driving, a chaff missed on step 1 and
  /// step 2 green at once; cy: red on step 1 for twenty minutes; dee: fine on step 2, green
  /// at once too.
  func makeRoom(in folder: URL) throws {
    let verdict = TestFirstVerdict(
      previous: .red, reference: .green, caught: [],
      missed: [KataChaff(id: "b", summary: "forgets b")])
    try write(
      [
        "ada+bob/tiny.jsonl": [
          entry(0, .start, step: 1) {
            $0.timebox = 8
            $0.mode = .testFirst
          },
          entry(1, .run, step: 1, light: .red) { $0.driver = "ada" },
          entry(3, .run, step: 1, light: .green) {
            $0.verdict = verdict
            $0.driver = "ada"
          },
          entry(4, .next, step: 2) { $0.timebox = 8 },
          entry(5, .rotate, step: 2) { $0.driver = "bob" },
          entry(6, .run, step: 2, light: .green) { $0.driver = "bob" },
        ].joined(separator: "\n") + "\n",
        "cy/tiny.jsonl": [entry(0, .start, step: 1), entry(2, .run, step: 1, light: .red)]
          .joined(separator: "\n") + "\n",
        "dee/tiny.jsonl": [
          entry(0, .start, step: 1), entry(10, .next, step: 2),
          entry(11, .run, step: 2, light: .green),
        ].joined(separator: "\n") + "\n",
      ], in: folder)
  }

  @Test func theProjectorSaysWhereEachPairIsAndWhoMayBeStuckInWords() throws {
    try withTemporaryDirectory { folder in
      try makeRoom(in: folder)
      let dashboard = Dashboard(classroom: Classroom(folder: folder), now: Self.now)

      let wall = dashboard.html(view: DashboardView(layout: .projector))
      let row = { (name: String) throws -> String in
        let match = try #require(
          wall.firstMatch(
            of: try Regex("<article class=\"[^\"]*\" data-name=\"\(name) tiny\".*?</article>")
              .dotMatchesNewlines()))
        return String(wall[match.range])
      }

      #expect(wall.contains("class=\"projector\""))
      #expect(
        try row("ada\\+bob").contains(
          "<header><h2 class=\"name\">ada+<wbr>bob</h2><p class=\"status\">quiet for 14 min</p></header>"
        ))
      #expect(
        try row("ada\\+bob").contains(
          "<p class=\"where\"><span class=\"kata\">tiny</span> · <span class=\"step\">step 2 of 3</span> · <span class=\"on\">16 min on it</span></p>"
        ))
      #expect(
        try row("ada\\+bob").contains(
          "<span class=\"driver\">bob drives 15 min</span> · <span class=\"seen\">seen 14 min ago</span> · <span class=\"chaffs\">chaffs 0/1, <span class=\"missed\">1 missed</span></span>"
        ))
      #expect(
        !(try row("ada\\+bob").contains("stuck?")),
        "past its time box, but its last light is green: not stuck, but silent past its box")
      #expect(try row("cy").contains("quiet for 18 min"), "red, and silent for longer than 10 min")
      #expect(try row("dee").contains("<p class=\"status\">working</p>"))
      #expect(!(try row("dee").contains("flagged")))
      let order = wall.matches(of: #/<article class="pair (\w+)( flagged)?"/#).map {
        $0.2 != nil
      }
      #expect(order.contains(true) && order.contains(false))
      #expect(
        order == order.sorted { $0 && !$1 },
        "the pairs that may need help come first, where a small screen shows them")
    }
  }

  /// The rotation timer on the wall: who drives for how long against the pair's timer, the
  /// driver due to hand over marked, and the anonymous wall keeping the time, not the name.
  @Test func theWallShowsEachPairsRotationTimer() throws {
    try withTemporaryDirectory { folder in
      try write(
        [
          "kim+lee/tiny.jsonl": [
            entry(0, .start, step: 1),
            entry(8, .rotate, step: 1) {
              $0.driver = "kim"
              $0.rotateEvery = 15
            },
          ].joined(separator: "\n") + "\n",
          "max+sam/tiny.jsonl": [
            entry(0, .start, step: 1),
            entry(3, .rotate, step: 1) {
              $0.driver = "sam"
              $0.rotateEvery = 15
            },
            entry(19, .run, step: 1, light: .red) {
              $0.driver = "sam"
              $0.rotateEvery = 15
            },
          ].joined(separator: "\n") + "\n",
        ], in: folder)
      let dashboard = Dashboard(classroom: Classroom(folder: folder), now: Self.now)

      let wall = dashboard.html(view: DashboardView(layout: .projector))
      let hidden = dashboard.html(view: DashboardView(layout: .projector, anonymous: true))

      #expect(
        wall.contains("kim drives 12 min · <span class=\"timer\">3 min left, then lee</span>"))
      #expect(
        wall.contains("sam drives 17 min · <span class=\"timer due\">hand over to max</span>"))
      #expect(
        hidden.contains("driving 12 min · <span class=\"timer\">3 min left</span>")
          && !hidden.contains("kim"))
      #expect(wall.contains(".pair .timer.due{color:var(--red)"))
    }
  }

  @Test func theAnonymousViewNamesAnimalsOnlyAndTheSameOnesEveryTime() throws {
    try withTemporaryDirectory { folder in
      try makeRoom(in: folder)
      let dashboard = Dashboard(classroom: Classroom(folder: folder), now: Self.now)

      let hidden = dashboard.html(view: DashboardView(layout: .projector, anonymous: true))
      let again = Dashboard(classroom: Classroom(folder: folder), now: Self.now)
        .html(view: DashboardView(layout: .projector, anonymous: true))

      for name in ["ada", "bob", "cy", "dee"] { #expect(!hidden.contains(name), "\(name)") }
      for name in ["ada+bob", "cy", "dee"] {
        #expect(hidden.contains(">\(AnimalNames.name(for: name))</h2>"), "\(name)")
      }
      #expect(hidden == again)
    }
  }

  @Test func theRetrospectiveListsWhatTheRoomMissedAndAsksTheGuidesQuestions() throws {
    try withTemporaryDirectory { folder in
      try makeRoom(in: folder)
      // A pair whose tests missed a chaff on the way and caught it in the end.
      let missing = TestFirstVerdict(
        previous: .red, reference: .green, missed: [KataChaff(id: "a", summary: "forgets a")])
      let caught = TestFirstVerdict(previous: .red, reference: .green, caught: ["a"])
      try write(
        [
          "eve/tiny.jsonl": [
            entry(0, .start, step: 1), entry(4, .run, step: 1, light: .red),
            entry(5, .run, step: 1, light: .green) { $0.verdict = missing },
            entry(9, .run, step: 1, light: .green) { $0.verdict = caught },
          ].joined(separator: "\n") + "\n"
        ], in: folder)
      let guide = """
        # Tiny

        **After Step 2 (`02-double`)**: green at once.
        - Which test would have failed first?
          Ask the pair who went red.

        **After Step 3 (`03-tidy`)**: tidy.
        - Not asked.
        """

      let retro = Retrospective(
        dashboard: Dashboard(classroom: Classroom(folder: folder), now: Self.now),
        guides: ["tiny": guide]
      ).markdown

      #expect(
        retro == """
          # Retrospective

          ## Chaffs most often missed

          1. tiny step 1: "forgets a", missed by 1 pair
          2. tiny step 1: "forgets b", missed by 1 pair

          ## Slowest steps

          1. tiny step 1: 10 minutes, the median of 2 pairs

          ## Steps most often green before red

          1. tiny step 2: 2 pairs

          ## Steps that never went green

          1. tiny step 1: 1 pair

          ## Longest stretches without green

          1. ada+bob, tiny step 1: 2 minutes without green
          2. eve, tiny step 1: 1 minute without green

          ## Debrief questions from the guides

          tiny, after step 2: green at once.
          - Which test would have failed first?
            Ask the pair who went red.

          """)
    }
  }
}
