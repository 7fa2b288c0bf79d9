import CommandLineSupport
import Foundation

/// `kata status`: every step's lights, how it went green, the chaffs caught and missed,
/// predictions and the last coverage, from one reading of the journal.
struct StatusCommand: KataCommand {
  static let name = "status"
  static let summary = "the lights of every step so far"
  static let options: [OptionSpec] = [.value("--dir")]
  static let help = """
    Usage: kata status [--dir DIR]

    Shows the lights of every step so far, which steps went green without red first,
    in test-first mode the chaffs your tests caught and missed at each step, your
    predictions and the last line coverage measured.

    """

  static func run(_ operands: [String], options: ParsedArguments, in context: CommandContext)
    throws -> ExitCode
  {
    let workspace = try context.openWorkspace(options)
    let console = context.console
    let style = console.style
    let entries = workspace.journal.entries()
    console.line(
      style.bold(workspace.kata.manifest.title)
        + " — step \(workspace.stepIndex + 1) of \(workspace.kata.stepCount)")
    var skipped: [Int] = []
    var ranAhead: [Int] = []
    var movedOn: [String] = []
    var anyGreen = false
    let first = min(workspace.state.firstStep, workspace.stepIndex)
    for history in (first...workspace.stepIndex).map({ workspace.history(ofStep: $0, in: entries) })
    {
      let dots = history.lights.map { light -> String in
        guard style.isEnabled else { return light.letter }
        switch light {
        case .red: return style.red("●")
        case .amber: return style.yellow("●")
        case .green: return style.green("●")
        }
      }.joined(separator: " ")
      let title = workspace.kata.step(history.stepNumber - 1).title
      let mark: String
      switch history.discipline {
      case .notGreen: mark = " "
      case .redFirst, .refactored: mark = "✓"
      case .greenWithoutRed:
        mark = "!"
        skipped.append(history.stepNumber)
      case .codeRanAhead:
        mark = "✓"
        ranAhead.append(history.stepNumber - 1)
      }
      anyGreen = anyGreen || history.wentGreen
      var line = String(
        format: "%3d %@ %@  %@", history.stepNumber, history.movedOnUnfinished == nil ? mark : "→",
        title, dots.isEmpty ? "(no run yet)" : dots)
      if let verdict = history.verdict, verdict.chaffsMet > 0 {
        line += "  · chaffs \(verdict.caught.count)/\(verdict.chaffsMet)"
        if !verdict.missed.isEmpty { line += ", missed \(verdict.missedSummaries)" }
      }
      if let unfinished = history.movedOnUnfinished {
        movedOn.append("step \(history.stepNumber) (\(unfinished))")
      }
      console.line(line)
    }
    if !movedOn.isEmpty {
      console.line("Moved on with --anyway before done: \(movedOn.joined(separator: "; ")).")
    }
    if !skipped.isEmpty {
      console.line(
        "Went green without red first: step \(skipped.map(String.init).joined(separator: ", "))."
      )
    } else if anyGreen {
      console.line("Every green step went red or amber first.")
    }
    if !ranAhead.isEmpty {
      console.line(
        "Code ran ahead of its tests at step \(ranAhead.map(String.init).joined(separator: ", ")): it already did what the next step's tests ask."
      )
    }
    let hits = entries.compactMap(\.predictionHit)
    if !hits.isEmpty {
      console.line("Predictions: \(hits.filter { $0 }.count) of \(hits.count) right.")
    }
    if let coverage = entries.last(where: { $0.coverage != nil })?.coverage {
      console.line(
        "Line coverage at the last run that measured it: \(coverage.summary(module: workspace.kata.manifest.module).dropFirst("coverage: ".count))"
      )
    }
    return .success
  }
}
