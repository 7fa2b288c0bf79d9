import CommandLineSupport
import Foundation

/// `kata export`: the journal summarised for an instructor, as JSON and Markdown.
struct ExportCommand: KataCommand {
  /// `--output DIR`: where the two files go.
  static let output = Option<FilePath?>(
    "--output", "DIR", help: "the folder to write the two files in", defaultText: "the current one")

  /// `export`, which works on a workspace.
  static let declaration = CommandDeclaration(
    name: "export", abstract: "the journal as JSON and Markdown for an instructor",
    discussion: """
      Writes the journal for an instructor as kata-KATA-NAME-journal.json and .md: every
      step with its runs and lights, the time it took, the chaffs caught and missed, the
      learner (NAME, so that a room's exports gathered in one folder never overwrite each
      other) and the mode.
      """,
    options: [output, KataOption.dir])

  /// `--output DIR`: where the files go; the current folder when `nil`.
  let output: FilePath?
  /// `--dir DIR`: the workspace.
  let dir: FilePath?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    output = try parsed.value(Self.output)
    dir = try parsed.value(KataOption.dir)
  }

  /// Writes the journal as JSON and Markdown, named after the kata and the learner.
  func run(in context: CommandContext) throws -> ExitCode {
    let workspace = try context.openWorkspace(dir)
    let folder = output.map { context.url($0.text) } ?? context.currentDirectory
    var report = JournalReport(kata: workspace.kata, histories: workspace.histories())
    report.learner = workspace.state.learner
    report.mode = LearningMode(testFirst: workspace.state.isTestFirst)
    report.secondsPerStep = JournalEntry.secondsPerStep(in: workspace.journal.entries())
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
