/// What a pair's journal gives the debrief beyond the wall: every chaff its tests missed on
/// the way (not only at the step's last verdict), the steps it ran that never went green,
/// and its longest stretch of runs without green.
extension Dashboard {
  /// A stretch of runs of one step without a green light.
  struct RedStretch: Codable, Equatable, Sendable {
    /// The step, counted from 1.
    var step: Int
    /// Minutes from its first run to the green that ended it, or to `now` if none did.
    var minutes: Int
    /// Whether no green has ended it yet.
    var ongoing: Bool
  }

  /// Adds the debrief's findings of `entries` (one pair's journal in one kata) to `row`,
  /// measuring a stretch still open at `now` (seconds since 1970) by the room's `clock`.
  static func addDebrief(
    of entries: [JournalEntry], to row: inout Row, now: Int?, clock: RoomClock
  ) {
    var missed: [String] = []
    var stretchStart: (step: Int, seconds: Int)?
    var stepsRun: [Int] = []
    var stepsGreen = Set<Int>()
    let minutes = { (from: Int, to: Int) in
      max(0, to - from - clock.paused(from: from, to: to)) / 60
    }
    for run in entries where run.event == .run {
      guard let light = run.light, let seconds = JournalEntry.seconds(run.time) else { continue }
      let step = run.stepNumber
      if !stepsRun.contains(step) { stepsRun.append(step) }
      for chaff in run.verdict?.missed ?? [] {
        let text = "step \(step): \"\(chaff.summary)\""
        if !missed.contains(text) { missed.append(text) }
      }
      if let open = stretchStart, open.step != step {
        // Moved on without green: the stretch ends where the next step's runs begin.
        row.redStretches.append(
          RedStretch(step: open.step, minutes: minutes(open.seconds, seconds), ongoing: false))
        stretchStart = nil
      }
      if light == .green {
        stepsGreen.insert(step)
        if let open = stretchStart {
          row.redStretches.append(
            RedStretch(step: step, minutes: minutes(open.seconds, seconds), ongoing: false))
        }
        stretchStart = nil
      } else if stretchStart == nil {
        stretchStart = (step, seconds)
      }
    }
    if let open = stretchStart, let now, open.step == entries.last?.stepNumber {
      row.redStretches.append(
        RedStretch(step: open.step, minutes: minutes(open.seconds, now), ongoing: true))
    }
    row.chaffsMissedOnTheWay = missed
    row.neverGreen = stepsRun.filter { !stepsGreen.contains($0) }
  }
}
