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
  var mode = "guided"
  /// The whole minutes each step took, by step number.
  var minutesPerStep: [Int: Int] = [:]

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
      /// The whole minutes from the step's first entry to the next step's.
      var minutes: Int?
      var runs: [JournalEntry]
    }
    struct Report: Encodable {
      var kata: String
      var title: String
      var learner: String?
      var mode: String
      var stepsReached: Int
      var steps: Int
      var predictionsMade: Int
      var predictionsRight: Int
      var stepsGreenWithoutRed: [String]
      var history: [Step]
    }
    let report = Report(
      kata: kata.id, title: kata.manifest.title, learner: learner, mode: mode,
      stepsReached: histories.count,
      steps: kata.stepCount, predictionsMade: predictions.count,
      predictionsRight: predictions.filter { $0 }.count,
      stepsGreenWithoutRed: histories.filter { $0.discipline == .greenWithoutRed }.map(\.step),
      history: histories.map { history in
        Step(
          id: history.step, title: kata.step(history.stepNumber - 1).title, lights: history.lights,
          wentRedBeforeGreen: history.wentRedBeforeGreen,
          hintsShown: history.hintsUsed, chaffsCaught: history.verdict?.caught,
          chaffsMissed: history.verdict?.missed.map(\.summary),
          movedOnUnfinished: history.movedOnUnfinished,
          minutes: minutesPerStep[history.stepNumber], runs: history.runs)
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
      "Learner: \(learner ?? "not named"). Mode: \(mode). "
        + "Steps reached: \(histories.count) of \(kata.stepCount). "
        + "Predictions right: \(predictions.filter { $0 }.count) of \(predictions.count).", "",
      "| Step | Title | Runs | Lights | Red before green | Hints | Chaffs caught | Minutes | Line coverage |",
      "|---:|---|---:|---|:---:|---:|---|---:|---:|",
    ]
    for history in histories {
      let title = kata.step(history.stepNumber - 1).title.replacingOccurrences(of: "|", with: "\\|")
      let lights = history.lights.map(\.letter).joined(separator: " ")
      let discipline =
        switch history.discipline {
        case .notGreen: "–"
        case .redFirst: "yes"
        case .refactored: "refactor"
        case .codeRanAhead: "yes (code ran ahead)"
        case .greenWithoutRed: "**no**"
        }
      let hints = history.hintsUsed
      var chaffs = "–"
      if let verdict = history.verdict, verdict.chaffsMet > 0 {
        chaffs = "\(verdict.caught.count)/\(verdict.chaffsMet)"
        if !verdict.missed.isEmpty {
          chaffs +=
            " (missed: \(verdict.missedSummaries.replacingOccurrences(of: "|", with: "\\|")))"
        }
      }
      if let unfinished = history.movedOnUnfinished {
        chaffs += "; moved on unfinished: \(unfinished.replacingOccurrences(of: "|", with: "\\|"))"
      }
      let coverage =
        history.runs.last { $0.coverage != nil }?.coverage
        .map { "\(Int($0.percent.rounded(.down)))%" } ?? "–"
      lines.append(
        "| \(history.stepNumber) | \(title) | \(history.runs.count) | \(lights) | \(discipline) | \(hints) | \(chaffs) | \(minutesPerStep[history.stepNumber].map(String.init) ?? "–") | \(coverage) |"
      )
    }
    return lines.joined(separator: "\n") + "\n"
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
