/// One line of a workspace's `.kata/journal.jsonl`: a test run, or a step being moved.
struct JournalEntry: Codable, Equatable, Sendable {
  /// What happened.
  enum Event: String, Codable, Sendable {
    /// `kata test` ran the tests.
    case run
    /// `kata next` moved on to the step named in the entry.
    case next
    /// `kata solution --apply` put the reference in place.
    case solution
    /// `kata reset` started the kata or the step again.
    case reset
    /// `kata start` made the workspace.
    case start
    /// `kata hint` showed a hint; `hints` is how many of the step's were shown.
    case hint
    /// `kata rotate` recorded a change of driver, named in `driver`.
    case rotate
  }

  /// When, as ISO 8601 in UTC.
  var time: String
  /// What happened.
  var event: Event
  /// The step's id.
  var step: String
  /// The step's number, from 1.
  var stepNumber: Int
  /// The light of a run.
  var light: Light?
  /// How many tests ran.
  var tests: Int?
  /// How many failed.
  var failures: Int?
  /// How many were skipped.
  var skipped: Int?
  /// How long the run took, in seconds.
  var seconds: Double?
  /// How many hints of the step had been shown.
  var hints: Int?
  /// The light the learner predicted, with `--predict`.
  var prediction: Light?
  /// In test-first mode, what the learner's tests did on the step's implementations.
  var verdict: TestFirstVerdict?
  /// The line coverage of the learner's module, after a green run that measured it.
  var coverage: ModuleCoverage?
  /// The learner or pair whose workspace wrote the entry, when a name was given.
  var learner: String?
  /// The kata's id.
  var kata: String?
  /// Whether the step reshapes code or tests (refactor, tidy), so green at once is right.
  var reshapes: Bool?
  /// Who took the keyboard, for a `rotate` entry; who drove, for a `run` entry.
  var driver: String?
  /// For a `next` entry made with `kata next --anyway`: what the step left behind still
  /// lacked, such as `weak: caught 0/2 chaffs, missed "…"`.
  var unfinished: String?
  /// For a `next` entry: the changes to the learner's code that their tests were shown to
  /// pass, and the learner moved on with, such as ``1 change: Sources/M/A.swift:2: `a > b` →
  /// `a >= b` ``.
  var letThrough: String?
  /// A unique id, so that a classroom given an entry twice (a retry after a lost answer)
  /// keeps it once.
  var id: String?
  /// The fingerprint of the code (sources and tests) a `run` entry ran, kept in the
  /// workspace's `.kata/snapshots/` and sent to the classroom, where an instructor sees the
  /// run's change from the run before.
  var snapshot: String?
  /// The time box of the step in minutes, on `start`, `next` and `reset` entries, for the
  /// dashboard to see a pair past it.
  var timebox: Int?
  /// The kata's number of steps, on `start`, `next` and `reset` entries.
  var steps: Int?
  /// The minutes of the pair's rotation timer (`kata rotate --every`), on `rotate` and `run`
  /// entries, for the wall to show a driver who is due to hand over.
  var rotateEvery: Int?
  /// `guided` or `test-first`, on a `start` entry.
  var mode: LearningMode?
  /// The engine that built and ran a `run` entry's tests.
  var engine: BuildEngine?
  /// Why the direct engine left that run to SwiftPM, when it did.
  var fallback: String?
  /// A `run` entry's first problem, for the instructor's page of its code: the compiler's
  /// first error of an amber run, or the first failed test and its message of a red one.
  var problem: String?
  /// The id of the workspace that wrote the entry, made by `kata start`, so that the room
  /// keeps each workspace in a row of its own: two pairs who chose the same name, or one
  /// pair's second workspace of a kata. Absent in journals from before it was kept, which
  /// the room keys by name alone.
  var workspace: String?

  /// Creates an entry.
  init(
    time: String, event: Event, step: String, stepNumber: Int, light: Light? = nil,
    tests: Int? = nil, failures: Int? = nil, skipped: Int? = nil, seconds: Double? = nil,
    hints: Int? = nil, prediction: Light? = nil
  ) {
    self.time = time
    self.event = event
    self.step = step
    self.stepNumber = stepNumber
    self.light = light
    self.tests = tests
    self.failures = failures
    self.skipped = skipped
    self.seconds = seconds
    self.hints = hints
    self.prediction = prediction
  }

  /// Whether the prediction, if any, was right.
  var predictionHit: Bool? {
    prediction.map { $0 == light }
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
      (1...12).contains(month), (1...daysIn(month: month, of: year)).contains(day), hour < 24,
      minute < 60, second < 60
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

  /// The days of `month` (1 to 12) in `year`, leap years counted: a time of the 30th of
  /// February, or of 24:00, is no time.
  static func daysIn(month: Int, of year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The whole minutes each step took, by step number: from its `start`, `next` or `reset`
  /// entry to the `next` that left it.
  static func minutesPerStep(in entries: [JournalEntry]) -> [Int: Int] {
    secondsPerStep(in: entries).mapValues { $0 / 60 }
  }

  /// The seconds each step took, by step number, measured as ``minutesPerStep(in:)`` is.
  static func secondsPerStep(in entries: [JournalEntry]) -> [Int: Int] {
    let moves = entries.filter { [.start, .next, .reset].contains($0.event) }
    var spent: [Int: Int] = [:]
    for (move, following) in zip(moves, moves.dropFirst()) where following.event == .next {
      if let start = seconds(move.time), let end = seconds(following.time) {
        spent[move.stepNumber] = end - start
      }
    }
    return spent
  }
}
