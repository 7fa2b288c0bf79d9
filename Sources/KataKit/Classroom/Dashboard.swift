import Foundation

/// What the instructor's dashboard shows: one row per learner and kata, each run's light in
/// minute columns aligned across the room (long idle stretches collapsed), and what only
/// TDDKit knows: the step, red before green, hints, chaffs caught and line coverage.
struct Dashboard: Codable, Equatable, Sendable {
  /// A column of the timeline: one minute, or a stretch of empty minutes.
  struct Column: Codable, Equatable, Sendable {
    /// Minutes from the room's first event to the column's start.
    var minute: Int
    /// How many minutes the column stands for: 1, or more for a collapsed gap.
    var minutes: Int
  }

  /// One run's light.
  struct Run: Codable, Equatable, Sendable {
    /// The column it falls in.
    var column: Int
    /// red, amber or green.
    var light: Light
    /// When, as ISO 8601.
    var time: String
    /// The step's number, from 1.
    var step: Int
    /// Tests that ran and failed.
    var tests: Int
    var failures: Int
    /// In test-first mode, the verdict on the learner's tests in one line.
    var verdict: String?
    /// The run's number among the learner's runs of the kata, from 1, for its diff.
    var number: Int
    /// Whether the classroom has the code of the run, so a diff can be shown.
    var hasCode: Bool
  }

  /// One learner's progress in one kata.
  struct Row: Codable, Equatable, Sendable {
    var learner: String
    var kata: String?
    /// The id of the workspace the row shows, `nil` for a journal from before ids were
    /// kept; each workspace is a row of its own, so two pairs of one name never mix.
    var workspace: String?
    /// The workspace's number among the learner's workspaces of the kata, from 1: a second
    /// one (a restart, or `--from`) shows as the same pair's, apart from the first.
    var workspaceNumber = 1
    /// The step the learner is on, from 1.
    var step: Int?
    /// Steps that went green.
    var stepsDone: Int
    var red: Int
    var amber: Int
    var green: Int
    var predictionsRight: Int
    var predictionsWrong: Int
    var hints: Int
    /// Steps whose first green run came before any red or amber one.
    var greenBeforeRed: [Int]
    /// The line coverage of the last green run that measured it, in percent.
    var coverage: Double?
    /// In test-first mode: chaffs caught and chaffs met, at each step's last verdict.
    var chaffsCaught: Int
    var chaffsMet: Int
    /// The chaffs missed at each step's last verdict, as `step 16: "calls every two items
    /// equal"`.
    var chaffsMissed: [String] = []
    /// Every chaff missed by any judged run of a step, as `chaffsMissed` writes them.
    var chaffsMissedOnTheWay: [String] = []
    /// The steps the pair ran that never went green.
    var neverGreen: [Int] = []
    /// Each stretch of runs of a step without green, in order.
    var redStretches: [RedStretch] = []
    /// Steps left with `kata next --anyway` before they were done.
    var movedOnUnfinished: [Int] = []
    /// The kata's number of steps, when the journal says.
    var steps: Int?
    /// `guided` or `test-first`, when the journal says.
    var mode: String?
    /// Who drives now: the driver of the last run or change of driver.
    var driver: String?
    /// Minutes the driver has had the keyboard, since the last change of driver (or the
    /// start), by the dashboard's clock less the room's breaks.
    var minutesDriving: Int?
    /// The pair's rotation timer in minutes, when it set one.
    var rotateEvery: Int?
    /// When the current step began, as ISO 8601.
    var stepStarted: String?
    /// Minutes on the current step, by the dashboard's clock.
    var minutesOnStep: Int?
    /// Why the pair may be stuck, in words: past its time box, or red for ten minutes.
    var stuck: String?
    /// The pair's own time box in minutes, the last its entries on this step carry.
    var timebox: Int?
    /// Whether the kata is done: its last step went green.
    var finished = false
    /// Minutes each step took, from its start to the move to the next, by step number.
    var minutesPerStep: [Int: Int] = [:]
    /// When the pair was last heard from, as ISO 8601: its last entry, or the server's last
    /// post from it when later (entries kept while the room was away arrive late).
    var lastSeen: String?
    /// Minutes since ``lastSeen``, by the dashboard's clock.
    var minutesSinceSeen: Int?
    var runs: [Run]
  }

  /// How the rows are ordered.
  enum Order: String, Sendable, CaseIterable {
    /// Most steps done first, then most green runs, then by name.
    case progress
    /// By learner, then kata.
    case name
  }

  /// The room's first event, as ISO 8601.
  var start: String?
  var columns: [Column]
  var rows: [Row]

  /// Empty minutes in a row beyond this many collapse into one column.
  static let longestGap = 5

  /// When the instructor paused the room's clocks for a break that lasts, as ISO 8601;
  /// `nil` while they run.
  var pausedSince: String?
  /// The instructor's line to the room (`kata dashboard ROOM --say`), shown above the
  /// lights; `nil` when there is none.
  var message: String?

  /// Red for this many minutes on end marks a pair as maybe stuck.
  static let redTooLong = 10

  /// The dashboard of `classroom`, rows in `order`; `now`, when given, tells how long each
  /// pair has been on its step and whether it may be stuck. With `since` (seconds since
  /// 1970), the debrief's findings are those from then on (``DebriefRange``).
  init(classroom: Classroom, order: Order = .progress, now: Date? = nil, since: Int? = nil) {
    let times = classroom.journals.flatMap(\.entries).filter { $0.event == .run }
      .compactMap { JournalEntry.seconds($0.time) }
    let first = times.min()
    start =
      classroom.journals.flatMap(\.entries).first { JournalEntry.seconds($0.time) == first }?.time
    func minute(_ entry: JournalEntry) -> Int? {
      guard let first, let seconds = JournalEntry.seconds(entry.time) else { return nil }
      return max(0, (seconds - first) / 60)
    }
    let busy = Set(
      classroom.journals.flatMap(\.entries).filter { $0.event == .run }.compactMap(minute))
    let (columns, columnOf) = Self.columns(busy: busy)
    self.columns = columns
    message = classroom.message
    pausedSince = classroom.clock.pausedSince.map {
      ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: Double($0)))
    }
    let kept = Self.snapshotsKept(in: classroom)
    rows = classroom.journals.map { journal in
      Self.row(
        journal, column: { minute($0).flatMap { columnOf[$0] } ?? 0 },
        hasCode: { kept[$0.learner ?? journal.learner]?.contains($0.snapshot ?? "") == true },
        now: now.map { Int($0.timeIntervalSince1970) }, clock: classroom.clock, since: since)
    }
    switch order {
    case .progress:
      rows.sort {
        ($1.stepsDone, $1.green, $0.learner, $0.kata ?? "", $0.workspaceNumber)
          < ($0.stepsDone, $0.green, $1.learner, $1.kata ?? "", $1.workspaceNumber)
      }
    case .name:
      rows.sort {
        ($0.learner, $0.kata ?? "", $0.workspaceNumber)
          < ($1.learner, $1.kata ?? "", $1.workspaceNumber)
      }
    }
  }

  /// The timeline's columns for the minutes that have runs, `busy`: one per busy minute, and
  /// between two of them the empty minutes, one column each, or one column for a gap longer
  /// than ``longestGap``; with the column of each busy minute. Built from the busy minutes
  /// alone, so a far time (an entry of the year 9999) costs one column, not every minute to it.
  static func columns(busy: Set<Int>) -> (columns: [Column], columnOf: [Int: Int]) {
    var columns: [Column] = []
    var columnOf: [Int: Int] = [:]
    var previous: Int?
    for minute in busy.sorted() {
      let gap = minute - (previous.map { $0 + 1 } ?? 0)
      if gap > Self.longestGap {
        columns.append(Column(minute: minute - gap, minutes: gap))
      } else if gap > 0 {
        columns += (minute - gap..<minute).map { Column(minute: $0, minutes: 1) }
      }
      columnOf[minute] = columns.count
      columns.append(Column(minute: minute, minutes: 1))
      previous = minute
    }
    return (columns, columnOf)
  }

  /// The fingerprints of the code the classroom keeps, by learner, to link only the lights
  /// whose diff it can show.
  private static func snapshotsKept(in classroom: Classroom) -> [String: Set<String>] {
    var kept: [String: Set<String>] = [:]
    let learners = classroom.journals.flatMap { journal in
      [journal.learner] + journal.entries.compactMap(\.learner)
    }
    for learner in Set(learners) where LearnerName.isValid(learner) {
      let snapshots = classroom.folder.appendingPathComponent("\(learner)/snapshots")
      kept[learner] = Set(
        ((try? FileManager.default.contentsOfDirectory(atPath: snapshots.path)) ?? []).map {
          String($0.dropLast(".json".count))
        })
    }
    return kept
  }

  /// The row of `journal`'s learner in its kata: their runs, in the columns `column` gives,
  /// what each of their steps shows, the latest of what the journal says, and how long they
  /// have been on the step at `now`, by the room's `clock`; the debrief's findings from
  /// `since` on.
  private static func row(
    _ journal: Classroom.LearnerJournal, column: (JournalEntry) -> Int,
    hasCode: (JournalEntry) -> Bool, now: Int?, clock: RoomClock, since: Int?
  ) -> Row {
    let entries = journal.entries
    let runs = entries.filter { $0.event == .run && $0.light != nil }
    var row = Row(
      learner: journal.learner, kata: journal.kata, workspace: journal.workspace,
      workspaceNumber: journal.number, step: entries.last?.stepNumber,
      stepsDone: 0, red: 0, amber: 0, green: 0, predictionsRight: 0, predictionsWrong: 0,
      hints: 0, greenBeforeRed: [], coverage: nil, chaffsCaught: 0, chaffsMet: 0, runs: [])
    addRuns(runs, to: &row, column: column, hasCode: hasCode)
    addSteps(of: entries, to: &row)
    row.movedOnUnfinished = entries.filter { $0.event == .next && $0.unfinished != nil }
      .map { $0.stepNumber - 1 }
    row.coverage = entries.last { $0.coverage != nil }?.coverage?.percent
    row.steps = entries.last { $0.steps != nil }?.steps
    row.mode = entries.first { $0.mode != nil }?.mode
    row.driver = entries.last { $0.driver != nil }?.driver
    row.minutesPerStep = JournalEntry.minutesPerStep(in: entries)
    addTimeOnStep(entries: entries, runs: runs, to: &row, now: now, clock: clock)
    addRotation(of: entries, to: &row, now: now, clock: clock)
    addDebrief(of: entries, to: &row, now: now, clock: clock, since: since)
    addLastSeen(of: entries, contact: journal.lastContact, to: &row, now: now, clock: clock)
    return row
  }

  /// Counts `runs` by light and by prediction into `row`, and adds each to its timeline.
  private static func addRuns(
    _ runs: [JournalEntry], to row: inout Row, column: (JournalEntry) -> Int,
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
        Run(
          column: column(run), light: run.light ?? .red, time: run.time, step: run.stepNumber,
          tests: run.tests ?? 0, failures: run.failures ?? 0,
          verdict: run.verdict?.summary(stepNumber: run.stepNumber), number: index + 1,
          hasCode: run.snapshot != nil && hasCode(run)))
    }
  }

  /// Adds up, into `row`, what the history of each step in `entries` shows: steps done,
  /// green before red, hints, and the chaffs met, caught and missed.
  private static func addSteps(of entries: [JournalEntry], to row: inout Row) {
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
