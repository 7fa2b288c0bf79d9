/// How long each pair has been on its step, by the room's clock, and whether the wall may
/// ask if they are stuck: fairly, so a flag is worth a helper's walk across the room.
extension JournalTally {
  /// Sets when the learner's current step began, whether the kata is done, the pair's time
  /// box and, at ``now``, the minutes on the step and why they look stuck: past their own
  /// time box, or, without one, not green for ``PairStatus/redTooLong`` minutes.
  /// The breaks on the room's clock count on no one's clock, and a pair whose last light
  /// is green, or whose kata is done (its last step went green), is never flagged.
  func addTimeOnStep(entries: [JournalEntry], runs: [JournalEntry], to row: inout PairRow) {
    let moves = entries.filter { [.start, .next, .reset].contains($0.event) }
    guard let move = moves.last else { return }
    row.stepStarted = move.time
    guard let now, let started = JournalEntry.seconds(move.time) else { return }
    let minutes = self.minutes(since: started, to: now)
    row.minutesOnStep = minutes
    let onStep = runs.filter { $0.stepNumber == move.stepNumber }
    row.finished = move.stepNumber == row.steps && onStep.contains { $0.light == .green }
    // The pair's own time box: the last one its entries carry since the step began (a run
    // carries the one `kata set timebox` set mid-step).
    let since = entries.lastIndex { [.start, .next, .reset].contains($0.event) } ?? 0
    row.timebox = entries[since...].last { $0.timebox != nil }?.timebox
    guard runs.last?.light != .green, !row.finished else { return }
    if let box = row.timebox {
      // A pair with a time box of its own is asked only once it is past it.
      if minutes >= box { row.stuck = "past its \(box)-min box" }
    } else if let last = runs.last, last.stepNumber == move.stepNumber {
      let sinceGreen = onStep.last { $0.light == .green }?.time
      let notGreen = self.minutes(
        since: JournalEntry.seconds(sinceGreen ?? move.time) ?? started, to: now)
      if notGreen >= PairStatus.redTooLong { row.stuck = "not green for \(notGreen) min" }
    }
  }
}
