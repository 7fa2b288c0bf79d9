import Foundation
import TestSupport
import Testing

@testable import KataKit

/// The wall's "stuck?" flag is fair: never on a pair whose last light is green or whose kata
/// is done, and a break the instructor pauses the room for counts on no pair's clock.
@Suite struct StuckFlagTests {
  /// 09:00 on the day of the room.
  static let nine = 1_795_770_000

  /// An entry at `minute` past nine (a minute past ten and later roll over).
  func entry(
    _ minute: Int, _ event: JournalEntry.Event, step: Int = 1, light: Light? = nil,
    timebox: Int? = nil
  ) -> String {
    let date = Date(timeIntervalSince1970: Double(Self.nine + minute * 60))
    var entry = JournalEntry(
      time: ISO8601DateFormatter().string(from: date), event: event,
      step: String(format: "%02d-step", step), stepNumber: step, light: light,
      tests: light == nil ? nil : 1, failures: light == nil ? nil : (light == .green ? 0 : 1))
    entry.timebox = timebox
    if [.start, .next].contains(event) { entry.steps = 2 }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try! encoder.encode(entry), as: UTF8.self)
  }

  /// The rows of the room in `folder` at `minute` past nine, by learner.
  func rows(in folder: URL, at minute: Int) -> [String: PairRow] {
    let now = Date(timeIntervalSince1970: Double(Self.nine + minute * 60))
    let rows = Dashboard(classroom: Classroom(folder: folder), now: now).rows
    return Dictionary(uniqueKeysWithValues: rows.map { ($0.learner, $0) })
  }

  @Test func aPairWhoseLastLightIsGreenOrWhoseKataIsDoneIsNeverFlagged() throws {
    try withTemporaryDirectory { folder in
      try write(
        [
          "green/tiny.jsonl": [
            entry(0, .start, timebox: 8), entry(3, .run, light: .red),
            entry(5, .run, light: .green),
          ].joined(separator: "\n") + "\n",
          "done/tiny.jsonl": [
            entry(0, .start, timebox: 8), entry(2, .run, light: .green),
            entry(3, .next, step: 2, timebox: 8), entry(4, .run, step: 2, light: .green),
            entry(6, .run, step: 2, light: .red),
          ].joined(separator: "\n") + "\n",
          "red/tiny.jsonl": [entry(0, .start, timebox: 8), entry(3, .run, light: .red)]
            .joined(separator: "\n") + "\n",
        ], in: folder)

      let rows = rows(in: folder, at: 30)

      #expect(rows["green"]?.stuck == nil)
      #expect(rows["done"]?.stuck == nil, "the last step went green: the kata is done")
      #expect(rows["red"]?.stuck == "past its 8-min box")
      #expect(rows["green"]?.minutesOnStep == 30, "the clock still shows the minutes")
    }
  }

  @Test func aPausedRoomStopsEveryClockUntilItResumes() throws {
    try withTemporaryDirectory { folder in
      try write(
        [
          "ada/tiny.jsonl": [entry(0, .start, timebox: 8), entry(2, .run, light: .red)]
            .joined(separator: "\n") + "\n"
        ], in: folder)
      var clock = RoomClock()
      let paused = clock.pause(at: Self.nine + 5 * 60)
      let again = clock.pause(at: Self.nine + 6 * 60)
      #expect(paused && !again, "paused once")
      try clock.write(in: folder)

      let during = rows(in: folder, at: 70)
      #expect(during["ada"]?.minutesOnStep == 5 && during["ada"]?.stuck == nil)
      #expect(Dashboard(classroom: Classroom(folder: folder)).pausedSince != nil)

      let resumed = clock.resume(at: Self.nine + 65 * 60)
      let twice = clock.resume(at: Self.nine + 66 * 60)
      #expect(resumed && !twice, "resumed once")
      try clock.write(in: folder)

      let after = rows(in: folder, at: 67)
      #expect(after["ada"]?.minutesOnStep == 7 && after["ada"]?.stuck == nil)
      let late = rows(in: folder, at: 75)
      #expect(late["ada"]?.stuck == "past its 8-min box")
      #expect(RoomClock(in: folder) == clock, "read back as written")
      #expect(RoomClock(in: folder).paused(from: Self.nine, to: Self.nine + 75 * 60) == 3_600)
    }
  }
}
