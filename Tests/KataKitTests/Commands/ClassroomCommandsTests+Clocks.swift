import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// The room's clocks, end to end in a shared-folder room: the time box given at `kata
/// start` reaches the wall, and `kata dashboard pause ROOM`/`--resume` stops every pair's
/// clock for a break.
extension ClassroomCommandsTests {
  /// The row of `learner` in the room's JSON at `minutes` past the start.
  func row(_ learner: String, in folder: URL, minutes: Int) throws -> PairRow? {
    let json = run(["dashboard", "room", "--format", "json"], in: folder, minutes: minutes)
    let dashboard = try JSONDecoder().decode(Dashboard.self, from: Data(json.output.utf8))
    return dashboard.rows.first { $0.learner == learner }
  }

  @Test func theStartsTimeBoxReachesTheWallAndALunchBreakCountsOnNoClock() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("room"), withIntermediateDirectories: true)
      _ = run(
        ["start", "tiny", "--name", "ada", "--timebox", "8", "--classroom", "room"], in: folder)
      _ = run(["test"], in: folder, minutes: 2, runner: ScriptedRunner([try Runs.red]))

      let paused = run(["dashboard", "pause", "room"], in: folder, minutes: 5)
      let twice = run(["dashboard", "pause", "room"], in: folder, minutes: 6)
      let during = try row("ada", in: folder, minutes: 60)
      let resumed = run(["dashboard", "resume", "room"], in: folder, minutes: 65)
      let after = try row("ada", in: folder, minutes: 67)
      let late = try row("ada", in: folder, minutes: 75)
      let both = run(["dashboard", "room", "--pause", "--resume"], in: folder)

      #expect(
        Journal(url: folder.appendingPathComponent("room/ada/tiny.jsonl")).entries().first?
          .timebox == 8)
      #expect(
        paused.output
          == "Paused the room's clocks: no pair's minutes on its step count until 'kata dashboard resume room'.\n"
      )
      #expect(
        twice.output
          == "The room's clocks are already paused; 'kata dashboard resume room' starts them again.\n"
      )
      #expect(during?.minutesOnStep == 5 && during?.stuck == nil)
      #expect(resumed.output == "Resumed the room's clocks after a pause of 60 minutes.\n")
      #expect(after?.minutesOnStep == 7 && after?.stuck == nil)
      #expect(late?.stuck == "past its 8-min box")
      #expect(both.status == .usage)
    }
  }
}
