import Foundation
import TestSupport
import Testing

@testable import KataKit

/// The wall at a workshop of twenty-five pairs: a burst of lights is one mark with a count,
/// Pair, Step and Status stay pinned, and the rows get smaller to fit the screen.
@Suite struct DashboardWallTests {
  /// A journal line of a run at 09:MM:SS.
  func run(_ minute: Int, _ second: Int, _ light: Light) -> String {
    var entry = JournalEntry(
      time: String(format: "2026-11-24T09:%02d:%02dZ", minute, second), event: .run,
      step: "01-step", stepNumber: 1, light: light, tests: 2, failures: light == .green ? 0 : 1)
    entry.steps = 3
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try! encoder.encode(entry), as: UTF8.self)
  }

  @Test func aBurstOfLightsInAMinuteIsOneMarkWithACount() throws {
    try withTemporaryDirectory { folder in
      let burst = (0..<7).map { run(1, $0 * 2, $0 < 3 ? .red : .green) }
      try write(
        [
          "watcher/tiny.jsonl": ([run(0, 0, .amber)] + burst + [run(3, 0, .red)])
            .joined(separator: "\n") + "\n"
        ], in: folder)
      let dashboard = Dashboard(classroom: Classroom(folder: folder))

      for view in [DashboardView(), DashboardView(layout: .projector)] {
        let page = dashboard.html(view: view)
        #expect(page.matches(of: #/class="light /#).count == 3, "\(view.layout)")
        #expect(page.contains("data-light=\"green\" data-count=\"7\""))
        #expect(page.contains(">G×7</span>"))
        #expect(page.contains("7 runs in a minute: R R R G G G G · the last: step 1 · green"))
      }
    }
  }

  @Test func twoLightsInAMinuteStayTwo() throws {
    try withTemporaryDirectory { folder in
      try write(
        ["pair/tiny.jsonl": [run(0, 0, .red), run(0, 30, .green)].joined(separator: "\n") + "\n"],
        in: folder)

      let page = Dashboard(classroom: Classroom(folder: folder)).html()

      #expect(page.matches(of: #/class="light /#).count == 2)
      #expect(!page.contains("data-count"))
    }
  }

  /// The wall is a card per pair, whose every text wraps inside it, and the type gets
  /// smaller as the room grows so that 30 pairs fit 1920×1080 (DashboardWallBrowserTests
  /// checks the boxes in Chromium).
  @Test func theWallIsACardPerPairSizedForTheRoom() throws {
    try withTemporaryDirectory { folder in
      try write(
        Dictionary(
          uniqueKeysWithValues: (1...30).map {
            ("pair\($0)/tiny.jsonl", run($0 % 50, 0, .red) + "\n")
          }
        ), in: folder)
      let dashboard = Dashboard(classroom: Classroom(folder: folder))
      let wall = dashboard.html(view: DashboardView(layout: .projector))

      #expect(wall.matches(of: #/<article class="pair /#).count == 30)
      #expect(wall.contains("<div id=\"wall\" class=\"wall denser\">"))
      #expect(wall.contains(".pair{") && wall.contains("overflow-wrap:anywhere"))
      #expect(!wall.contains("<table"), "no table whose columns could slide under others")
      #expect(
        wall.contains(
          "<header><h2 class=\"name\">pair1</h2><p class=\"status\">working</p></header>"))
      #expect(
        wall.contains("<span class=\"kata\">tiny</span> · <span class=\"step\">step 1 of 3</span>"))
      #expect(ProjectorWall.density(of: 12) == "roomy" && ProjectorWall.density(of: 13) == "dense")
      #expect(ProjectorWall.density(of: 21) == "denser")
    }
  }

  /// The instructor's line and a break are banners above the cards, and a pair's rotation
  /// timer counts down to the next driver by name (the anonymous wall leaves names out).
  @Test func bannersAndTheRotationCountdown() throws {
    try withTemporaryDirectory { folder in
      var rotate = JournalEntry(
        time: "2026-11-24T09:00:00Z", event: .rotate, step: "01-step", stepNumber: 1)
      rotate.driver = "ada"
      rotate.rotateEvery = 7
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      try write(
        ["ada+bob/tiny.jsonl": String(decoding: try encoder.encode(rotate), as: UTF8.self) + "\n"],
        in: folder)
      try RoomMessage.write("Debrief at 11:00", in: folder)
      let now = ISO8601DateFormatter().date(from: "2026-11-24T09:05:00Z")!
      var classroom = Classroom(folder: folder)
      classroom.clock.pauses = [RoomClock.Pause(from: Int(now.timeIntervalSince1970) + 60)]
      let dashboard = Dashboard(classroom: classroom, now: now)
      let later = Dashboard(
        classroom: Classroom(folder: folder), now: now.addingTimeInterval(180))

      let wall = dashboard.html(view: DashboardView(layout: .projector))
      let anonymous = dashboard.html(view: DashboardView(layout: .projector, anonymous: true))
      let due = later.html(view: DashboardView(layout: .projector))

      #expect(wall.contains("<p class=\"banner say\" role=\"status\">Debrief at 11:00</p>"))
      #expect(wall.contains("<p class=\"banner paused\" role=\"status\">On a break"))
      #expect(wall.contains("ada drives 5 min · <span class=\"timer\">2 min left, then bob</span>"))
      #expect(anonymous.contains("driving 5 min · <span class=\"timer\">2 min left</span>"))
      #expect(!anonymous.contains("then bob"))
      #expect(due.contains("<span class=\"timer due\">hand over to bob</span>"))
    }
  }
}
