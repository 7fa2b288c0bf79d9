import Foundation

/// Tallies one pair's journal into its dashboard row: its lights, what each step showed, the
/// latest of what the journal says, and, at `now` by the room's clock, how long it has been on
/// its step, who drives and when it was last seen; the debrief's findings from `since` on.
struct JournalTally: Sendable {
  /// The dashboard's clock, seconds since 1970; `nil` leaves out every "minutes since".
  var now: Int?
  /// The room's clock, whose breaks count on no one.
  var clock: RoomClock
  /// Seconds since 1970 from which the debrief's findings count (``DebriefRange``).
  var since: Int?

  /// The row of `journal`'s learner in its kata, each run in the column `column` gives,
  /// linked to its diff when `hasCode` says the classroom keeps its code.
  func row(
    of journal: Classroom.LearnerJournal, column: (JournalEntry) -> Int,
    hasCode: (JournalEntry) -> Bool
  ) -> PairRow {
    let entries = journal.entries
    let runs = entries.filter { $0.event == .run && $0.light != nil }
    var row = PairRow(
      learner: journal.learner, kata: journal.kata, workspace: journal.workspace,
      workspaceNumber: journal.number, step: entries.last?.stepNumber,
      stepsDone: 0, red: 0, amber: 0, green: 0, predictionsRight: 0, predictionsWrong: 0,
      hints: 0, greenBeforeRed: [], coverage: nil, chaffsCaught: 0, chaffsMet: 0, runs: [])
    Self.addRuns(runs, to: &row, column: column, hasCode: hasCode)
    Self.addSteps(of: entries, to: &row)
    row.movedOnUnfinished = entries.filter { $0.event == .next && $0.unfinished != nil }
      .map { $0.stepNumber - 1 }
    row.coverage = entries.last { $0.coverage != nil }?.coverage?.percent
    row.steps = entries.last { $0.steps != nil }?.steps
    row.mode = entries.first { $0.mode != nil }?.mode
    row.driver = entries.last { $0.driver != nil }?.driver
    row.minutesPerStep = JournalEntry.minutesPerStep(in: entries)
    addTimeOnStep(entries: entries, runs: runs, to: &row)
    addRotation(of: entries, to: &row)
    addDebrief(of: entries, to: &row)
    addLastSeen(of: entries, contact: journal.lastContact, to: &row)
    return row
  }

  /// Minutes from `start` (seconds since 1970) to ``now``, less the room's breaks.
  func minutes(since start: Int, to now: Int) -> Int {
    max(0, now - start - clock.paused(from: start, to: now)) / 60
  }

  /// Sets how long the driver of `entries` has driven, since the last change of driver or
  /// the start, by ``now`` less the room's breaks, and the pair's rotation timer.
  private func addRotation(of entries: [JournalEntry], to row: inout PairRow) {
    guard row.driver != nil else { return }
    row.rotateEvery = entries.last { $0.event == .run || $0.event == .rotate }?.rotateEvery
    guard let now,
      let since = entries.last(where: { $0.event == .rotate || $0.event == .start })
        .flatMap({ JournalEntry.seconds($0.time) })
    else { return }
    row.minutesDriving = minutes(since: since, to: now)
  }

  /// Counts `runs` by light and by prediction into `row`, and adds each to its timeline.
  private static func addRuns(
    _ runs: [JournalEntry], to row: inout PairRow, column: (JournalEntry) -> Int,
    hasCode: (JournalEntry) -> Bool
  ) {
    for (index, run) in runs.enumerated() {
      switch run.light {
      case .red: row.red += 1
      case .amber: row.amber += 1
      case .green: row.green += 1
      case nil: break
      }
      if let hit = run.predictionHit {
        if hit { row.predictionsRight += 1 } else { row.predictionsWrong += 1 }
      }
      row.runs.append(
        PairRow.Run(
          column: column(run), light: run.light ?? .red, time: run.time, step: run.stepNumber,
          tests: run.tests ?? 0, failures: run.failures ?? 0,
          verdict: run.verdict?.summary(stepNumber: run.stepNumber), number: index + 1,
          hasCode: run.snapshot != nil && hasCode(run)))
    }
  }

  /// Adds up, into `row`, what the history of each step in `entries` shows: steps done,
  /// green before red, hints, and the chaffs met, caught and missed.
  private static func addSteps(of entries: [JournalEntry], to row: inout PairRow) {
    var steps: [String] = []
    var byStep: [String: [JournalEntry]] = [:]
    for entry in entries {
      if byStep[entry.step] == nil { steps.append(entry.step) }
      byStep[entry.step, default: []].append(entry)
    }
    for step in steps {
      let own = byStep[step] ?? []
      let history = StepHistory(
        step: step, stepNumber: own.last?.stepNumber ?? 0, entries: own,
        isRefactor: own.contains { $0.reshapes == true })
      if history.wentGreen { row.stepsDone += 1 }
      if history.discipline == .greenWithoutRed { row.greenBeforeRed.append(history.stepNumber) }
      row.hints += history.hintsUsed
      if let verdict = history.verdict {
        row.chaffsCaught += verdict.caught.count
        row.chaffsMet += verdict.chaffsMet
        row.chaffsMissed += verdict.missed.map { "step \(history.stepNumber): \"\($0.summary)\"" }
      }
    }
  }
}
