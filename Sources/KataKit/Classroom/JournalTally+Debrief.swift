/// What a pair's journal gives the debrief beyond the wall: every chaff its tests missed on
/// the way (not only at the step's last verdict), the steps it ran that never went green,
/// and its longest stretch of runs without green; for a block of the day, only what
/// happened in it.
extension JournalTally {
  /// Adds the debrief's findings of `entries` (one pair's journal in one kata) to `row`,
  /// measuring a stretch still open at ``now`` by the room's clock.
  /// With ``since``, the findings are those of the runs and moves from then on, the entries
  /// before being the history: a step that went green before `since` never went green
  /// before red in the block, and a red stretch counts its minutes from `since`.
  func addDebrief(of entries: [JournalEntry], to row: inout PairRow) {
    let from = since ?? .min
    var missed: [String] = []
    var stepsRun: [Int] = []
    var firstGreen: [Int: Int] = [:]
    var firstRun: [Int: Int] = [:]
    for run in entries where run.event == .run {
      guard let light = run.light, let seconds = JournalEntry.seconds(run.time) else { continue }
      let step = run.stepNumber
      if light == .green, firstGreen[step] == nil { firstGreen[step] = seconds }
      if firstRun[step] == nil { firstRun[step] = seconds }
      guard seconds >= from else { continue }
      if !stepsRun.contains(step) { stepsRun.append(step) }
      for chaff in run.verdict?.missed ?? [] {
        let text = "step \(step): \"\(chaff.summary)\""
        if !missed.contains(text) { missed.append(text) }
      }
    }
    row.chaffsMissedOnTheWay = missed
    // A step the pair began only minutes ago is under way, not one that never went green.
    let underWay = { (step: Int) in
      guard let now, let began = firstRun[step], step == entries.last?.stepNumber else {
        return false
      }
      return self.minutes(since: began, to: now) < PairStatus.redTooLong
    }
    row.neverGreen = stepsRun.filter { firstGreen[$0] == nil && !underWay($0) }
    row.redStretches = redStretches(
      in: entries, from: from, quietAfter: row.timebox ?? PairStatus.redTooLong)
    guard let since else { return }
    row.greenBeforeRed = row.greenBeforeRed.filter { (firstGreen[$0] ?? .min) >= since }
    let leftInBlock = entries.filter {
      $0.event == .next && (JournalEntry.seconds($0.time) ?? .min) >= since
    }.map { $0.stepNumber - 1 }
    row.minutesPerStep = row.minutesPerStep.filter { leftInBlock.contains($0.key) }
  }

  /// Each stretch of runs of a step without green in `entries`, in order: ended by a green
  /// run or by the first run of another step, or still open at ``now``. A stretch that ended
  /// before `from` is left out, and one that began before it counts from it; the room's
  /// clock takes its breaks out. A pair with no run for `quietAfter` minutes is quiet, as
  /// the wall says: its open stretch ends at its last run, so silence is never counted red.
  private func redStretches(
    in entries: [JournalEntry], from: Int, quietAfter: Int
  ) -> [PairRow.RedStretch] {
    var stretches: [PairRow.RedStretch] = []
    var open: (step: Int, seconds: Int)?
    var lastRun = Int.min
    func close(at end: Int, ongoing: Bool = false) {
      guard let stretch = open, end >= from else { return }
      let start = max(stretch.seconds, from)
      let minutes = self.minutes(since: start, to: end)
      stretches.append(PairRow.RedStretch(step: stretch.step, minutes: minutes, ongoing: ongoing))
    }
    for run in entries where run.event == .run {
      guard let light = run.light, let seconds = JournalEntry.seconds(run.time) else { continue }
      lastRun = seconds
      if let stretch = open, stretch.step != run.stepNumber {
        // Moved on without green: the stretch ends where the next step's runs begin.
        close(at: seconds)
        open = nil
      }
      if light == .green {
        close(at: seconds)
        open = nil
      } else if open == nil {
        open = (run.stepNumber, seconds)
      }
    }
    if let stretch = open, let now, stretch.step == entries.last?.stepNumber {
      let quiet = minutes(since: lastRun, to: now) > quietAfter
      close(at: quiet ? lastRun : now, ongoing: true)
    }
    return stretches
  }
}
