import CommandLineSupport
import Foundation
import TestSupport
import Testing

@testable import KataKit

/// The wall of a workshop of twenty-five pairs, served over loopback and driven in headless
/// Chromium at 1920×1080: every row fits, Pair, Step, Status and Last seen stay pinned, each
/// pair's last-seen time whole, a `kata watch`
/// burst is one mark, a pair who joins renames no animal, and an instructor steps through a
/// pair's runs with ← →. Screenshots go to `.build/screenshots/`.
@Suite struct DashboardWallBrowserTests {
  @Test(
    .slow("serves a room of twenty-five pairs and opens Chromium (half a minute)"),
    .enabled(
      if: DashboardBrowserTests.chromium != nil && DashboardBrowserTests.node != nil,
      "needs chromium and node on this machine"))
  func twentyFivePairsFitTheWallAndTheirRunsStepByStep() throws {
    try withTemporaryDirectory { room in
      try DashboardBrowserTests().fillRoom(room, pairs: 25, wall: true)

      let report = try DashboardBrowserTests.drive("drive-wall.mjs", room: room)

      #expect(report["error"] == nil, "\(report["error"] ?? "")")
      #expect((report["errors"] as? [String]) == [], "the pages log no error")
      #expect((report["names"] as? [String])?.count == 25)
      let wall = try #require(report["wall"] as? [String: Any])
      #expect(wall["fits"] as? Bool == true, "all 25 rows on screen: \(wall)")
      #expect(wall["pageScrollsRight"] as? Bool == false)
      #expect(wall["sticky"] as? String == "sticky")
      for edge in ["pair", "step", "status", "seen"] {
        #expect(abs(wall[edge] as? Double ?? 99) <= 2, "\(edge) pinned beside the one before")
      }
      #expect(wall["statusWhole"] as? Bool == true, "\(wall["statusTexts"] ?? "")")
      #expect(wall["seenWhole"] as? Bool == true, "\(wall["seenTexts"] ?? "")")
      let seen = try #require(wall["seenTexts"] as? [String])
      #expect(seen.allSatisfy { $0.wholeMatch(of: #/[0-9]+ min ago|just now/#) != nil }, "\(seen)")
      #expect(Set(seen).count > 5, "each pair by its own last entry: \(seen)")
      let bursts = try #require(wall["bursts"] as? [String])
      #expect(!bursts.isEmpty && bursts.allSatisfy { $0 == "7" }, "a watching pair's minute")
      let before = try #require(report["animalsBefore"] as? [String])
      let after = try #require(report["animalsAfter"] as? [String])
      #expect(report["postStatus"] as? Int == 200)
      #expect(after.count == 26 && Set(before).isSubset(of: Set(after)), "\(before) \(after)")
      #expect(after.contains(AnimalNames.name(for: "aaron")))
      let diff = try #require(report["diff"] as? [String: Any])
      #expect(diff["previous"] as? String == "/diff?learner=ada&kata=tiny&run=1")
      #expect(diff["next"] as? String == "/diff?learner=ada&kata=tiny&run=3")
      #expect((diff["problem"] as? String)?.isEmpty == false)
      #expect(diff["tests"] as? [String] == ["Tests/TinyTests/TinyTests.swift"])
      #expect(diff["sources"] as? [String] == ["Sources/Tiny/Tiny.swift"])
      #expect(diff["fontSize"] as? String == "20px")
      #expect(report["afterRight"] as? String == "/diff?learner=ada&kata=tiny&run=3")
      #expect(report["afterLeft"] as? String == "/diff?learner=ada&kata=tiny&run=2")
      #expect(report["afterLeftAgain"] as? String == "/diff?learner=ada&kata=tiny&run=1")
      for shot in ["projector-25-pairs.png", "projector-anonymous-25-pairs.png", "diff-page.png"] {
        #expect(
          FileManager.default.fileExists(
            atPath: DashboardBrowserTests.shots.appendingPathComponent(shot).path))
      }
    }
  }
}
