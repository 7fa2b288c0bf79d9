import CommandLineSupport
import Foundation

/// What a room's journals say for the debrief after a block (`kata dashboard retro ROOM`):
/// the chaffs most pairs missed on the way, the slowest steps, the steps most often green
/// before red, the steps that never went green, the longest stretches without green, and
/// the questions the katas' facilitator guides ask after those steps.
struct Retrospective: Sendable {
  /// A step of a kata and how many pairs it concerns, or how long it took them.
  struct Finding: Equatable, Sendable {
    var kata: String
    var step: Int
    var what: String
    var count: Int
    /// For a red stretch, whether no green has ended it yet.
    var ongoing = false
  }

  /// Missed chaffs, most pairs first.
  var missedChaffs: [Finding] = []
  /// Steps by the median minutes pairs spent on them, slowest first.
  var slowestSteps: [Finding] = []
  /// Steps that went green before red, for the most pairs first.
  var greenBeforeRed: [Finding] = []
  /// Steps pairs ran that never went green, for the most pairs first.
  var neverGreen: [Finding] = []
  /// The longest stretches of runs without green, longest first: `what` names the pair,
  /// `count` is the minutes.
  var longestRed: [Finding] = []
  /// The guides' debrief questions for the steps above, by kata and step.
  var questions: [(kata: String, heading: String, lines: [String])] = []
  /// The block of the day it covers, in words (``DebriefRange``); `nil` for the whole room.
  var covers: String?
  /// When the block ends, such as `12:00`, for a red stretch still open then; `nil` for
  /// one open now.
  var endsAt: String?
  /// For a block in which no pair ran its tests, that in words, with when the room's runs
  /// were, so a block given after the last entry is not read as a room with nothing to say.
  var emptyBlock: String?

  /// Whether it names each pair by its animal, as the anonymous wall does.
  var isAnonymous = false

  /// How many findings of each kind the retrospective lists.
  static let listed = 5

  /// The retrospective of the room `dashboard` shows; `guides` are the katas' `guide.md`
  /// texts by kata id. `anonymous`, it names each pair by its animal, as the anonymous wall
  /// does, so the debrief can go on the wall.
  init(dashboard: Dashboard, guides: [String: String], anonymous: Bool = false) {
    isAnonymous = anonymous
    let animals =
      anonymous ? AnimalNames.names(for: dashboard.rows.map(\.animalKey)) : [:]
    var missed: [String: Finding] = [:]
    var minutes: [String: (kata: String, step: Int, values: [Int])] = [:]
    var early: [String: Finding] = [:]
    var stuck: [String: Finding] = [:]
    var stretches: [Finding] = []
    for row in dashboard.rows {
      guard let kata = row.kata else { continue }
      for text in row.chaffsMissedOnTheWay {
        guard let match = text.firstMatch(of: #/^step (\d+): (.*)$/#), let step = Int(match.1)
        else { continue }
        missed[
          "\(kata) \(text)",
          default: Finding(kata: kata, step: step, what: String(match.2), count: 0)
        ]
        .count += 1
      }
      for (step, value) in row.minutesPerStep {
        minutes["\(kata) \(step)", default: (kata, step, [])].values.append(value)
      }
      for step in row.greenBeforeRed {
        early["\(kata) \(step)", default: Finding(kata: kata, step: step, what: "", count: 0)]
          .count += 1
      }
      for step in row.neverGreen {
        stuck["\(kata) \(step)", default: Finding(kata: kata, step: step, what: "", count: 0)]
          .count += 1
      }
      stretches += row.redStretches.map {
        Finding(
          kata: kata, step: $0.step,
          what: (animals[row.animalKey] ?? row.learner)
            + (row.workspaceNumber > 1 ? " (workspace \(row.workspaceNumber))" : ""),
          count: $0.minutes, ongoing: $0.ongoing)
      }
    }
    // Ties go by kata, step and words, so the same room always reads the same.
    let order = { (a: Finding, b: Finding) in
      (b.count, a.kata, a.step, a.what) < (a.count, b.kata, b.step, b.what)
    }
    missedChaffs = Array(missed.values.sorted(by: order).prefix(Self.listed))
    slowestSteps = Array(Self.slowest(minutes.values).sorted(by: order).prefix(Self.listed))
    greenBeforeRed = Array(early.values.sorted(by: order).prefix(Self.listed))
    neverGreen = Array(stuck.values.sorted(by: order).prefix(Self.listed))
    longestRed = Array(stretches.filter { $0.count > 0 }.sorted(by: order).prefix(Self.listed))
    var asked = Set<String>()
    for finding in missedChaffs + slowestSteps + greenBeforeRed + neverGreen {
      guard let guide = guides[finding.kata],
        let section = Self.debrief(after: finding.step, in: guide),
        asked.insert("\(finding.kata) \(section.heading)").inserted
      else { continue }
      questions.append((finding.kata, section.heading, section.lines))
    }
  }

  /// Each step's median minutes over the pairs who left it, as findings; a step most pairs
  /// left within a minute says nothing of where the time went, and is left out.
  static func slowest(
    _ steps: some Sequence<(kata: String, step: Int, values: [Int])>
  ) -> [Finding] {
    steps.map { entry in
      let sorted = entry.values.sorted()
      return Finding(
        kata: entry.kata, step: entry.step, what: sorted.count.counting("pair"),
        count: sorted[sorted.count / 2])
    }.filter { $0.count > 0 }
  }

  /// The first debrief section of `guide` at or after `step` (`**After Step 9 (…)**: …`,
  /// then its bullets), as its heading and its lines.
  static func debrief(after step: Int, in guide: String) -> (heading: String, lines: [String])? {
    let lines = guide.components(separatedBy: "\n")
    for (index, line) in lines.enumerated() {
      guard let match = line.firstMatch(of: #/^\*\*After Step (\d+) [^*]*\*\*:?\s*(.*)$/#),
        let number = Int(match.1), number >= step
      else { continue }
      var body: [String] = []
      for next in lines[(index + 1)...] {
        guard next.hasPrefix("- ") || (next.hasPrefix("  ") && !body.isEmpty) else { break }
        body.append(next)
      }
      return ("after step \(number): \(match.2)", body)
    }
    return nil
  }

  /// The findings in sections, each a title and its findings in words (empty when the room
  /// has none), in the order they are read out.
  var sections: [(title: String, findings: [String])] {
    [
      (
        "Chaffs most often missed",
        missedChaffs.map {
          "\($0.kata) step \($0.step): \($0.what), missed by \($0.count.counting("pair"))"
        }
      ),
      (
        "Slowest steps",
        slowestSteps.map {
          "\($0.kata) step \($0.step): \($0.count.counting("minute")), the median of \($0.what)"
        }
      ),
      (
        "Steps most often green before red",
        greenBeforeRed.map { "\($0.kata) step \($0.step): \($0.count.counting("pair"))" }
      ),
      (
        endsAt.map { "Steps not green by \($0)" } ?? "Steps that never went green",
        neverGreen.map { "\($0.kata) step \($0.step): \($0.count.counting("pair"))" }
      ),
      (
        "Longest stretches without green",
        longestRed.map {
          "\($0.what), \($0.kata) step \($0.step): \($0.count.counting("minute")) without green"
            + ($0.ongoing ? endsAt.map { " (no green by \($0))" } ?? " (no green yet)" : "")
        }
      ),
    ]
  }

  /// What a section with no findings says: of the block, when the debrief covers one.
  var noFindings: String { covers == nil ? "None in this room." : "None in this block." }

  /// The retrospective as Markdown, to read out or paste into notes.
  var markdown: String {
    var lines = ["# Retrospective", ""]
    if let covers { lines += [covers, ""] }
    if let emptyBlock { lines += [emptyBlock, ""] }
    for (title, findings) in sections {
      lines += ["## \(title)", ""]
      lines +=
        findings.isEmpty
        ? [noFindings] : findings.enumerated().map { "\($0.offset + 1). \($0.element)" }
      lines.append("")
    }
    lines += ["## Debrief questions from the guides", ""]
    if questions.isEmpty { lines += ["No guide has questions for these steps.", ""] }
    for question in questions {
      lines += ["\(question.kata), \(question.heading)"] + question.lines + [""]
    }
    return lines.joined(separator: "\n")
  }
}
