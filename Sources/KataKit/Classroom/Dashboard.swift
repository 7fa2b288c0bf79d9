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
  }

  /// One learner's progress in one kata.
  struct Row: Codable, Equatable, Sendable {
    var learner: String
    var kata: String?
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
    /// Steps left with `kata next --anyway` before they were done.
    var movedOnUnfinished: [Int] = []
    var runs: [Run]
  }

  /// How the rows are ordered.
  enum Order: String, Sendable {
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

  /// The dashboard of `classroom`, rows in `order`.
  init(classroom: Classroom, order: Order = .progress) {
    let times = classroom.journals.flatMap(\.entries).filter { $0.event == .run }
      .compactMap { Self.seconds($0.time) }
    let first = times.min()
    start = classroom.journals.flatMap(\.entries).first { Self.seconds($0.time) == first }?.time
    func minute(_ entry: JournalEntry) -> Int? {
      guard let first, let seconds = Self.seconds(entry.time) else { return nil }
      return max(0, (seconds - first) / 60)
    }
    let busy = Set(
      classroom.journals.flatMap(\.entries).filter { $0.event == .run }.compactMap(minute))
    var columns: [Column] = []
    var columnOf: [Int: Int] = [:]
    var empty: [Int] = []
    func flush() {
      if empty.count > Self.longestGap {
        columns.append(Column(minute: empty[0], minutes: empty.count))
      } else {
        columns += empty.map { Column(minute: $0, minutes: 1) }
      }
      empty = []
    }
    for index in 0...(busy.max() ?? -1) {
      if busy.contains(index) {
        flush()
        columnOf[index] = columns.count
        columns.append(Column(minute: index, minutes: 1))
      } else {
        empty.append(index)
      }
    }
    self.columns = columns
    rows = classroom.journals.map { journal in
      Self.row(journal, column: { minute($0).flatMap { columnOf[$0] } ?? 0 })
    }
    switch order {
    case .progress:
      rows.sort {
        ($1.stepsDone, $1.green, $0.learner, $0.kata ?? "")
          < ($0.stepsDone, $0.green, $1.learner, $1.kata ?? "")
      }
    case .name:
      rows.sort { ($0.learner, $0.kata ?? "") < ($1.learner, $1.kata ?? "") }
    }
  }

  /// Seconds since 1970 of a journal time, `2026-11-23T09:15:02Z`, read by hand: a room of
  /// 20,000 runs would spend seconds in a date formatter.
  static func seconds(_ time: String) -> Int? {
    let digits = Array(time.utf8)
    guard digits.count == 20, digits[4] == 0x2D, digits[10] == 0x54, digits[19] == 0x5A else {
      return nil
    }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        guard (0x30...0x39).contains(digits[index]) else { return nil }
        value = value * 10 + Int(digits[index] - 0x30)
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      (1...12).contains(month)
    else { return nil }
    // Days from 1970-01-01 to the civil date, by the era method.
    let shifted = month <= 2 ? year - 1 : year
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    return days * 86_400 + hour * 3_600 + minute * 60 + second
  }

  private static func row(_ journal: Classroom.LearnerJournal, column: (JournalEntry) -> Int) -> Row
  {
    let entries = journal.entries
    let runs = entries.filter { $0.event == .run && $0.light != nil }
    var row = Row(
      learner: journal.learner, kata: journal.kata, step: entries.last?.stepNumber,
      stepsDone: 0, red: 0, amber: 0, green: 0, predictionsRight: 0, predictionsWrong: 0,
      hints: 0, greenBeforeRed: [], coverage: nil, chaffsCaught: 0, chaffsMet: 0, runs: [])
    for run in runs {
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
          verdict: run.verdict?.summary(stepNumber: run.stepNumber)))
    }
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
    row.movedOnUnfinished = entries.filter { $0.event == .next && $0.unfinished != nil }
      .map { $0.stepNumber - 1 }
    row.coverage = entries.last { $0.coverage != nil }?.coverage?.percent
    return row
  }
}
