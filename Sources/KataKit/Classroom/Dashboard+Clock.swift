import Foundation

/// How long each pair has been on its step, by the room's clock, and whether the wall may
/// ask if they are stuck: fairly, so a flag is worth a helper's walk across the room.
extension Dashboard {
  /// Sets when the learner's current step began and, at `now`, the minutes on it and why
  /// they look stuck: past the step's time box, or not green for ``redTooLong`` minutes.
  /// The breaks on the room's `clock` count on no one's clock, and a pair whose last light
  /// is green, or whose kata is done (its last step went green), is never flagged.
  static func addTimeOnStep(
    entries: [JournalEntry], runs: [JournalEntry], to row: inout Row, now: Int?,
    clock: RoomClock
  ) {
    let moves = entries.filter { [.start, .next, .reset].contains($0.event) }
    guard let move = moves.last else { return }
    row.stepStarted = move.time
    guard let now, let started = JournalEntry.seconds(move.time) else { return }
    let minutesSince = { (start: Int) in
      max(0, now - start - clock.paused(from: start, to: now)) / 60
    }
    let minutes = minutesSince(started)
    row.minutesOnStep = minutes
    let onStep = runs.filter { $0.stepNumber == move.stepNumber }
    let done = move.stepNumber == row.steps && onStep.contains { $0.light == .green }
    guard runs.last?.light != .green, !done else { return }
    if let box = move.timebox, minutes >= box {
      row.stuck = "past its \(box)-min time box"
    } else if let last = runs.last, last.stepNumber == move.stepNumber {
      let sinceGreen = onStep.last { $0.light == .green }?.time
      let notGreen = minutesSince(JournalEntry.seconds(sinceGreen ?? move.time) ?? started)
      if notGreen >= redTooLong { row.stuck = "not green for \(notGreen) min" }
    }
  }
}
