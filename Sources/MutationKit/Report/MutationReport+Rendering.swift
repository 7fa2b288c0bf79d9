import CommandLineSupport
import Foundation

extension MutationReport {
  /// The score as text, two decimals: `86.11%`.
  var scoreText: String {
    String(format: "%.2f%%", score)
  }

  /// The counts of every outcome, in words.
  private var counts: String {
    shownOutcomes.map { "\($0.words) \(count($0))" }.joined(separator: ", ")
  }

  /// The outcomes a report counts: every one, the compiler's equivalents only when the run
  /// looked for them and found some.
  var shownOutcomes: [MutantOutcome] {
    MutantOutcome.allCases.filter { $0 != .compilerEquivalent || count($0) > 0 }
  }

  /// The report for a terminal: the counts, the score and every survivor.
  var table: String {
    if entries.isEmpty {
      return "Mutation testing: " + (stoppedLine ?? "no \(Self.nothingToTry)") + "\n"
    }
    let files = Set(entries.map(\.mutant.file)).count
    let alone = entries.filter { !$0.inSchema }.count
    var lines = [
      planned.map {
        "Mutation testing, stopped: \(entries.count) of \($0) mutants tried, in \(files.counting("file"))"
          + String(format: " (%.1f s so far); %d never tried", seconds, notTried)
      }
        ?? "Mutation testing: \(entries.count.counting("mutant")) in \(files.counting("file"))"
        + " (\(entries.count - alone) in one build, \(alone) built alone; \(builds.counting("build"))"
        + String(format: ", %.1f s", seconds)
        + (kept > 0 ? "; \(kept) outcomes kept from the last run)" : ")")
    ]
    for outcome in shownOutcomes {
      lines.append(
        "  "
          + outcome.words.padding(
            toLength: max(12, outcome.words.count + 1), withPad: " ", startingAt: 0)
          + "\(count(outcome))")
    }
    if retried > 0 {
      lines.append(
        "  \(retried.counting("mutant")) timed out and \(retried == 1 ? "was" : "were") tried again alone, with a longer limit"
      )
    }
    lines.append(
      "Score: \(scoreText) (\(entries.filter(\.outcome.isCaught).count) of \(judged) mutants the tests ran against were caught)"
    )
    if !survivors.isEmpty {
      lines.append("Survivors (a behaviour no test checks, or a change that changes nothing):")
      lines += survivors.map { "  \($0.label)" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The score and counts as `NAME=VALUE` lines, for a GitHub step's outputs:
  /// `mutation-score`, `mutants-killed` (timed out included), `mutants-survived`,
  /// `mutants-judged`.
  var outputs: String {
    let caught = entries.filter(\.outcome.isCaught).count
    return """
      mutation-score=\(String(format: "%.2f", score))
      mutants-killed=\(caught)
      mutants-survived=\(count(.survived))
      mutants-judged=\(judged)

      """
  }

  /// The report as Markdown, for a job summary or a pull-request comment.
  var markdown: String {
    if entries.isEmpty {
      return "## Mutation testing\n\n"
        + (stoppedLine.map { "**\($0)**" } ?? "No \(Self.nothingToTry)") + "\n"
    }
    var lines = [
      "## Mutation testing" + (shard.map { ", shard \($0.text)" } ?? ""), "",
      "Score **\(scoreText)**: \(entries.filter(\.outcome.isCaught).count) of \(judged) mutants caught (\(counts)).",
      "",
    ]
    if let stoppedLine {
      lines.insert(contentsOf: ["**\(stoppedLine)**", ""], at: 2)
    }
    if retried > 0 {
      lines.append(
        "\(retried.counting("mutant")) timed out and \(retried == 1 ? "was" : "were") tried again alone, with a longer limit."
      )
      lines.append("")
    }
    if survivors.isEmpty {
      lines.append("No mutant survived.")
    } else {
      lines += ["| Survivor | Operator |", "|---|---|"]
      lines += survivors.map {
        "| `\($0.file):\($0.line):\($0.column)`: `\(Self.markdownCode($0.original))` → `\(Self.markdownCode($0.replacement))` | \($0.mutationOperator.rawValue) |"
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One GitHub annotation per survivor, as many as a step shows, then a notice of how many
  /// more the summary lists.
  var github: String {
    let shown = survivors.prefix(Self.annotationsShown)
    let more = survivors.count - shown.count
    return shown.map {
      let message =
        "\($0.original) → \($0.replacement) (\($0.mutationOperator.rawValue)): every test passed with it"
      let file = WorkflowCommandText.property($0.file)
      return "::warning file=\(file),line=\($0.line),col=\($0.column),title=Surviving mutant::"
        + WorkflowCommandText.data(message) + "\n"
    }.joined()
      + (more > 0
        ? "::notice title=Surviving mutants::\(more) more surviving \(more == 1 ? "mutant is" : "mutants are") in the full report (--output markdown=FILE, json=FILE or html=DIR)\n"
        : "")
  }

  /// The most warnings GitHub shows for one step; more are dropped without a word.
  static let annotationsShown = 10

  /// What a run with no mutant says: most often a change that touches no source line.
  private static let nothingToTry =
    "mutant in the lines selected: no source line changed, none has anything to mutate, or they are in #if branches a build here does not compile."

  private static func markdownCode(_ text: String) -> String {
    MarkdownText.cell(text.replacingOccurrences(of: "`", with: "'"))
  }
}
