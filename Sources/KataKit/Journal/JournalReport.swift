import CommandLineSupport
import Foundation

/// The journal of a workspace summarised for an instructor, as JSON and as Markdown.
struct JournalReport: Sendable {
  /// The kata.
  let kata: Kata
  /// The history of every step reached.
  let histories: [StepHistory]
  /// The learner or pair, when named.
  var learner: String?
  /// `guided` or `test-first`.
  var mode = LearningMode.guided
  /// The seconds each step took, by step number.
  var secondsPerStep: [Int: Int] = [:]

  /// The report of the `histories` of the steps of `kata` reached so far.
  init(kata: Kata, histories: [StepHistory]) {
    self.kata = kata
    self.histories = histories
  }

  private var predictions: [Bool] {
    histories.flatMap(\.runs).compactMap(\.predictionHit)
  }

  /// The report as pretty-printed JSON: the kata, each step with its runs, and predictions.
  var json: Data {
    struct Step: Encodable {
      var id: String
      var title: String
      var lights: [Light]
      var wentRedBeforeGreen: Bool
      var hintsShown: Int
      /// In test-first mode, at the step's last judged run: the chaffs caught, by id, and
      /// the summaries of those missed.
      var chaffsCaught: [String]?
      var chaffsMissed: [String]?
      /// What the step lacked when the learner moved on with `kata next --anyway`.
      var movedOnUnfinished: String?
      /// The changes to the learner's code their tests passed when they moved on.
      var movedOnLetThrough: String?
      /// The whole minutes from the step's first entry to the next step's.
      var minutes: Int?
      /// The same time in seconds.
      var seconds: Int?
      var runs: [JournalEntry]
    }
    struct Report: Encodable {
      var kata: String
      var title: String
      var learner: String?
      var mode: LearningMode
      var stepsReached: Int
      /// The step the learner started at (1 unless they started with `--from`) and the
      /// last they reached.
      var firstStep: Int?
      var lastStep: Int?
      var steps: Int
      var predictionsMade: Int
      var predictionsRight: Int
      var stepsGreenWithoutRed: [String]
      var history: [Step]
    }
    let report = Report(
      kata: kata.id, title: kata.manifest.title, learner: learner, mode: mode,
      stepsReached: histories.count, firstStep: histories.first?.stepNumber,
      lastStep: histories.last?.stepNumber, steps: kata.stepCount,
      predictionsMade: predictions.count,
      predictionsRight: predictions.filter { $0 }.count,
      stepsGreenWithoutRed: histories.filter { $0.discipline == .greenWithoutRed }.map(\.step),
      history: histories.map { history in
        Step(
          id: history.step, title: kata.step(history.stepNumber - 1).title, lights: history.lights,
          wentRedBeforeGreen: history.wentRedBeforeGreen,
          hintsShown: history.hintsUsed, chaffsCaught: history.verdict?.caught,
          chaffsMissed: history.verdict?.missed.map(\.summary),
          movedOnUnfinished: history.movedOnUnfinished,
          movedOnLetThrough: history.movedOnLetThrough,
          minutes: secondsPerStep[history.stepNumber].map { $0 / 60 },
          seconds: secondsPerStep[history.stepNumber], runs: history.runs)
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return (try? encoder.encode(report)) ?? Data()
  }

  /// The report as Markdown: a table of steps with their lights and the last line coverage
  /// measured on each.
  var markdown: String {
    var lines = [
      "# \(kata.manifest.title) — kata journal", "",
      "Learner: \(learner ?? "not named"). Mode: \(mode.rawValue). \(reach)"
        + (predictions.isEmpty
          ? "" : " Predictions right: \(predictions.filter { $0 }.count) of \(predictions.count)."),
      "",
      "| Step | Title | Runs | Lights | Red before green | Hints | Chaffs caught | Time | Line coverage |",
      "|---:|---|---:|---|:---:|---:|---|---:|---:|",
    ]
    for history in histories {
      let title = MarkdownText.cell(kata.step(history.stepNumber - 1).title)
      let lights = history.marks.map(\.letter).joined(separator: " ")
      let discipline =
        switch history.discipline {
        case .notGreen: "–"
        case .redFirst: "yes"
        case .refactored: "refactor"
        case .codeRanAhead: "yes, on the code before"
        case .greenWithoutRed: "**no**"
        }
      let hints = history.hintsUsed
      var chaffs = "–"
      if let verdict = history.verdict, verdict.chaffsMet > 0 {
        chaffs = "\(verdict.caught.count)/\(verdict.chaffsMet)"
        if !verdict.missed.isEmpty {
          chaffs +=
            " (missed: \(MarkdownText.cell(verdict.missedSummaries)))"
        }
      }
      if let unfinished = history.movedOnUnfinished {
        chaffs += "; moved on unfinished: \(MarkdownText.cell(unfinished))"
      }
      if let letThrough = history.movedOnLetThrough {
        chaffs += "; let through: \(MarkdownText.cell(letThrough))"
      }
      let coverage =
        history.runs.last { $0.coverage != nil }?.coverage
        .map { "\(Int($0.percent.rounded(.down)))%" } ?? "–"
      lines.append(
        "| \(history.stepNumber) | \(title) | \(history.runs.count) | \(lights) | \(discipline) | \(hints) | \(chaffs) | \(secondsPerStep[history.stepNumber].map(Self.time) ?? "–") | \(coverage) |"
      )
    }
    if histories.contains(where: { $0.marks.contains(.unfinished) }) {
      lines += ["", RunMark.legend]
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension JournalReport {
  /// How far the learner got, such as `Reached step 20 of 26, starting at step 14.`
  var reach: String {
    guard let first = histories.first?.stepNumber, let last = histories.last?.stepNumber else {
      return "No step reached yet."
    }
    return "Reached step \(last) of \(kata.stepCount)"
      + (first > 1 ? ", starting at step \(first)." : ".")
  }

  /// `seconds` as minutes and seconds, such as `4:05`.
  static func time(_ seconds: Int) -> String {
    "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
  }
}

extension Light {
  /// One letter for plain text: R, A or G.
  var letter: String {
    switch self {
    case .red: "R"
    case .amber: "A"
    case .green: "G"
    }
  }
}
