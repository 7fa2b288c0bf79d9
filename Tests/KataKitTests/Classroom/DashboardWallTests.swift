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

  @Test func pairStepAndStatusArePinnedAndTheRowsFitTheWall() throws {
    try withTemporaryDirectory { folder in
      try write(
        Dictionary(
          uniqueKeysWithValues: (1...31).map {
            ("pair\($0)/tiny.jsonl", run($0 % 50, 0, .red) + "\n")
          }
        ), in: folder)
      let dashboard = Dashboard(classroom: Classroom(folder: folder))
      let wall = dashboard.html(view: DashboardView(layout: .projector))

      #expect(wall.contains("body.projector .pin{position:sticky;"))
      #expect(wall.contains(".pin.pair{left:0;") && wall.contains(".pin.step{left:10em;"))
      #expect(wall.contains(".pin.status{left:14.5em;") && wall.contains(".pin.seen{left:34.5em;"))
      #expect(
        wall.contains(
          "<tr><th class=\"pin pair\">Pair</th><th class=\"pin step\">Step</th><th class=\"pin status\">Status</th><th class=\"pin seen\">Last seen</th><th>Kata</th>"
        ))
      #expect(
        wall.contains(
          "<th scope=\"row\" class=\"pin pair\">pair1</th><td class=\"pin step\">1 of 3</td><td class=\"pin status\">working</td>"
        ))
      let fits = { (rows: Int) in Dashboard.fit(rows: rows, view: DashboardView(layout: .projector))
      }
      #expect(fits(15) == "" && fits(16) == " class=\"dense\"" && fits(25) == " class=\"dense\"")
      #expect(fits(31) == " class=\"denser\"")
      #expect(Dashboard.fit(rows: 40, view: DashboardView()) == "", "the desk scrolls")
      #expect(wall.contains("<table id=\"room\" class=\"denser\">"))
    }
  }
}
