import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// The wall on a real projector, served over loopback and driven in headless Chromium: a
/// realistic day (Scripts/fill-room.py: 30 pairs over every kata, the longest names) at
/// 1920×1080 and 1280×720, named and anonymous, measured by the boxes of its cards and
/// texts; the debrief's page; a pair who joins renames no animal, and an instructor steps
/// through a pair's runs with ← →. Screenshots go to `.build/screenshots/`.
@Suite struct DashboardWallBrowserTests {
  @Test(
    .slow("serves a room of twenty-five pairs and opens Chromium (half a minute)"),
    .enabled(
      if: DashboardBrowserTests.chromium != nil && DashboardBrowserTests.node != nil,
      "needs chromium and node on this machine"))
  func aPairWhoJoinsRenamesNoAnimalAndRunsStepByStep() throws {
    try withTemporaryDirectory { room in
      try DashboardBrowserTests().fillRoom(room, pairs: 25, wall: true)

      let report = try DashboardBrowserTests.drive("drive-wall.mjs", room: room)

      #expect(report["error"] == nil, "\(report["error"] ?? "")")
      #expect((report["errors"] as? [String]) == [], "the pages log no error")
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
      for shot in ["projector-anonymous-25-pairs.png", "diff-page.png"] {
        #expect(
          FileManager.default.fileExists(
            atPath: DashboardBrowserTests.shots.appendingPathComponent(shot).path))
      }
    }
  }

  /// The pairs of the realistic day the wall must show as they are.
  static let longestPair = "maximiliane.wolkenstein-rodenegg+bartholomew.featherstonehaugh"

  @Test(
    .slow("fills a room with a realistic day and opens Chromium at two sizes (half a minute)"),
    .enabled(
      if: DashboardBrowserTests.chromium != nil && DashboardBrowserTests.node != nil
        && FakeToDoServer.isAvailable,
      "needs chromium, node and python3 on this machine"))
  func aRealisticDayFitsTheProjectorAtBothSizes() throws {
    try withTemporaryDirectory { room in
      let script = DashboardBrowserTests.repository.appendingPathComponent("Scripts/fill-room.py")
      let filled = try Subprocess.run(
        ["python3", script.path, room.path, "--now", "2026-11-24T09:50:00Z"], timeout: 60)
      #expect(filled.succeeded, "\(filled.errors)")
      try RoomMessage.write("Debrief at 11:00: bring one surprise", in: room)

      let report = try DashboardBrowserTests.drive("drive-projector.mjs", room: room)

      #expect(report["error"] == nil, "\(report["error"] ?? "")")
      #expect((report["errors"] as? [String]) == [], "the pages log no error")
      let views = try #require(report["views"] as? [String: [String: Any]])
      for size in ["1920x1080", "1280x720"] {
        for kind in ["", "anonymous-"] {
          let view = try #require(views["projector-\(kind)30-pairs-\(size)"])
          #expect(view["problems"] as? [String] == [], "\(kind)\(size)")
          #expect(view["cards"] as? Int == 32, "\(kind)\(size)")
          #expect(view["pageScrollsRight"] as? Bool == false, "\(kind)\(size)")
          let banners = try #require(view["banners"] as? [[String: Any]])
          #expect(banners.map { $0["text"] as? String } == ["Debrief at 11:00: bring one surprise"])
          let banner = (banners.first?["fontSize"] as? String).flatMap { Double($0.dropLast(2)) }
          #expect((banner ?? 0) >= 30, "the back row reads it")
          let pinned = try #require(view["pinned"] as? [String: Any])
          let titleTop = try #require((pinned["titleTop"] as? NSNumber)?.doubleValue)
          #expect((0...8).contains(titleTop), "the title stays on every screen: \(titleTop)")
          let bannerTop = try #require((pinned["bannerTop"] as? NSNumber)?.doubleValue)
          #expect((1...80).contains(bannerTop), "the banner stays under the title: \(bannerTop)")
          #expect(
            (pinned["cardsNeverWhole"] as? NSNumber)?.intValue == 0,
            "as the wall turns, every card is whole on some screen: \(kind)\(size)")
          if size == "1280x720" {
            #expect((pinned["screensAtTop"] as? String)?.hasPrefix("screen 1 of ") == true)
            let last = (pinned["screensAtBottom"] as? String) ?? ""
            #expect(last.contains(" of ") && !last.hasPrefix("screen 1 of "), "\(last)")
          }
        }
        let retro = try #require(views["retro-\(size)"])
        #expect((retro["sections"] as? [String])?.count == 5)
        #expect(retro["pageScrollsRight"] as? Bool == false)
        #expect((retro["text"] as? String)?.contains("ada+bob") == false, "anonymous")
      }
      let wall = try #require(views["projector-30-pairs-1920x1080"])
      #expect(wall["whole"] as? Int == 32, "every card on the first screen at 1920×1080")
      let names = try #require(wall["names"] as? [String])
      #expect(names.contains(Self.longestPair))
      #expect(names.filter { $0 == "ada.lovelace+charles.babbage" }.count == 1, "one row, renamed")
      #expect(names.filter { $0 == "ada+bob" }.count == 2, "two laptops, two rows")
      let statuses = try #require(wall["statuses"] as? [String])
      #expect(statuses.contains("done"))
      #expect(statuses.contains { $0.hasPrefix("quiet for 2") }, "silent for 20 min: \(statuses)")
      #expect(statuses.contains { $0.hasPrefix("stuck? past its 12-min box") }, "\(statuses)")
      #expect(
        statuses.filter { $0.hasPrefix("stuck?") || $0.hasPrefix("quiet") }.count <= 8,
        "a flag is worth a walk across the room: \(statuses)")
      let timers = try #require(wall["timers"] as? [String])
      #expect(timers.contains { $0.hasPrefix("hand over to ") }, "\(timers)")
      #expect(wall["bursts"] as? [String] == ["7"])
      let anonymous = try #require(views["projector-anonymous-30-pairs-1920x1080"])
      let animals = try #require(anonymous["names"] as? [String])
      #expect(Set(animals).count == 32, "every row an animal of its own")
      #expect(!animals.contains("ada+bob"))
    }
  }
}
