import CommandLineSupport
import Foundation

/// `kata status`: every step's lights, how it went green, the chaffs caught and missed,
/// predictions and the last coverage, from one reading of the journal.
struct StatusCommand: KataCommand {
  /// `status`, which works on a workspace.
  static let declaration = CommandDeclaration(
    name: "status", abstract: "the lights of every step so far",
    discussion: """
      Shows the lights of every step so far, which steps went green without red first,
      in test-first mode the chaffs your tests caught and missed at each step, your
      predictions and the last line coverage measured. In a classroom, it ends with the
      instructor's line to the room while there is one.
      """,
    options: [KataOption.dir])

  /// `--dir DIR`: the workspace.
  let dir: FilePath?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    dir = try parsed.value(KataOption.dir)
  }

  /// Shows the lights of every step, then what the journal says of them all.
  func run(in context: CommandContext) throws -> ExitCode {
    let workspace = try context.openWorkspace(dir)
    let console = context.console
    let entries = workspace.journal.entries()
    console.line(
      console.style.bold(workspace.kata.manifest.title)
        + " — step \(workspace.stepIndex + 1) of \(workspace.kata.stepCount)")
    let first = min(workspace.state.firstStep, workspace.stepIndex)
    let histories = (first...workspace.stepIndex).map {
      workspace.history(ofStep: $0, in: entries)
    }
    for history in histories {
      console.line(Self.line(of: history, in: workspace, style: console.style))
    }
    if histories.contains(where: { $0.marks.contains(.unfinished) }) {
      console.line(
        console.style.isEnabled
          ? RunMark.legend.replacingOccurrences(of: "r:", with: console.style.red("○") + ":")
          : RunMark.legend)
    }
    Self.showFindings(
      histories, entries: entries, module: workspace.kata.manifest.module,
      testFirst: workspace.state.isTestFirst, console: console)
    if let line = RoomLine(workspace: workspace).current {
      console.line(console.style.bold("Room: \(line)"))
    }
    // Entries that waited while the room was away go now, not only with the next run.
    if let feed = workspace.classroom {
      feed.flush()
      if let warning = feed.takeWarning() { console.writeError(warning + "\n") }
    }
    return .success
  }

  /// One step's line: its number, a mark for how it went green, its title, its lights and,
  /// in test-first mode, the chaffs its tests caught and missed.
  private static func line(
    of history: StepHistory, in workspace: Workspace, style: TextStyle
  ) -> String {
    let dots = history.marks.map { mark -> String in
      guard style.isEnabled else { return mark.letter }
      switch mark {
      case .light(.red): return style.red("●")
      case .light(.amber): return style.yellow("●")
      case .light(.green): return style.green("●")
      case .unfinished: return style.red("○")
      }
    }.joined(separator: " ")
    let title = workspace.kata.step(history.stepNumber - 1).title
    let mark: String
    switch history.discipline {
    case .notGreen: mark = " "
    case .redFirst, .refactored, .codeRanAhead: mark = "✓"
    case .greenWithoutRed: mark = "!"
    }
    var line = String(
      format: "%3d %@ %@  %@", history.stepNumber, history.movedOnUnfinished == nil ? mark : "→",
      title, dots.isEmpty ? "(no run yet)" : dots)
    if let verdict = history.verdict, verdict.chaffsMet > 0 {
      line += "  · chaffs \(verdict.caught.count)/\(verdict.chaffsMet)"
      if !verdict.missed.isEmpty { line += ", missed \(verdict.missedSummaries)" }
    }
    return line
  }

  /// What the steps say together: those moved on from unfinished, those green without red,
  /// where the code ran ahead of its tests, the predictions and the last coverage.
  private static func showFindings(
    _ histories: [StepHistory], entries: [JournalEntry], module: String, testFirst: Bool,
    console: Console
  ) {
    let movedOn = histories.compactMap { history in
      history.movedOnUnfinished.map { "step \(history.stepNumber) (\($0))" }
    }
    let skipped = histories.filter { $0.discipline == .greenWithoutRed }.map(\.stepNumber)
    let ranAhead = histories.filter { $0.discipline == .codeRanAhead }.map(\.stepNumber)
    if !movedOn.isEmpty {
      console.line("Moved on with --anyway before done: \(movedOn.joined(separator: "; ")).")
    }
    for history in histories {
      guard let letThrough = history.movedOnLetThrough else { continue }
      console.line(
        "Moved on from step \(history.stepNumber) with changes your tests let through, \(letThrough)."
      )
    }
    if !skipped.isEmpty {
      console.line(
        "Went green without red first: step \(skipped.map(String.init).joined(separator: ", "))."
      )
    } else if histories.contains(where: \.wentGreen) {
      // In test-first mode the red is that of the learner's tests on the code before the
      // step, which the judge runs: say so, as the learner's own code never ran red.
      console.line(
        testFirst
          ? "Every green step's tests failed first (red or amber) on the code before the step."
          : "Every green step went red or amber first.")
    }
    if !ranAhead.isEmpty {
      console.line(
        "Green at the first run, though the tests failed on the code before the step: step \(ranAhead.map(String.init).joined(separator: ", ")) (its code came before a red run, or the step before already did it)."
      )
    }
    let hits = entries.compactMap(\.predictionHit)
    if !hits.isEmpty {
      console.line("Predictions: \(hits.filter { $0 }.count) of \(hits.count) right.")
    }
    if let coverage = entries.last(where: { $0.coverage != nil })?.coverage {
      console.line(
        "Line coverage at the last run that measured it: \(coverage.summary(module: module).dropFirst("coverage: ".count))"
      )
    }
  }
}
