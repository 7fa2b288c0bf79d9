import CommandLineSupport
import Foundation

/// `kata export`: the journal summarised for an instructor, as JSON and Markdown.
struct ExportCommand: KataCommand {
  static let name = "export"
  static let summary = "the journal as JSON and Markdown for an instructor"
  static let options: [OptionSpec] = [.value("--dir"), .value("--output")]
  static let help = """
    Usage: kata export [--output DIR] [--dir DIR]

    Writes the journal for an instructor as kata-KATA-NAME-journal.json and .md: every
    step with its runs and lights, the minutes it took, the chaffs caught and missed, the
    learner (NAME, so that a room's exports gathered in one folder never overwrite each
    other) and the mode.

    """

  static func run(_ operands: [String], options: ParsedArguments, in context: CommandContext)
    throws -> ExitCode
  {
    let workspace = try context.openWorkspace(options)
    let folder = options.value("--output").map(context.url) ?? context.currentDirectory
    var report = JournalReport(kata: workspace.kata, histories: workspace.histories())
    report.learner = workspace.state.learner
    report.mode = workspace.state.isTestFirst ? "test-first" : "guided"
    report.minutesPerStep = JournalEntry.minutesPerStep(in: workspace.journal.entries())
    // Named after the learner, so that exports gathered in one folder never overwrite
    // each other.
    let name = ["kata", workspace.kata.id, workspace.state.learner, "journal"].compactMap { $0 }
      .joined(separator: "-")
    let base = folder.appendingPathComponent(name)
    try PackageFolder.write(report.json, to: base.appendingPathExtension("json"))
    try PackageFolder.write(Data(report.markdown.utf8), to: base.appendingPathExtension("md"))
    context.console.line(
      "Wrote \(context.shown(base.appendingPathExtension("json"))) and \(context.shown(base.appendingPathExtension("md")))"
    )
    return .success
  }
}
