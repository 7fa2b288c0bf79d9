import CommandLineSupport
import Foundation

/// `kata export`: the journal summarised for an instructor, as JSON and Markdown.
struct ExportCommand: KataCommand {
  static let name = "export"
  static let summary = "the journal as JSON and Markdown for an instructor"
  static let options: [OptionSpec] = [.value("--dir"), .value("--output")]
  static let help = """
    Usage: kata export [--output DIR] [--dir DIR]

    Writes the journal for an instructor: kata-KATA-journal.json and .md.

    """

  static func run(_ operands: [String], options: ParsedArguments, in context: CommandContext)
    throws -> ExitCode
  {
    let workspace = try context.openWorkspace(options)
    let folder = options.value("--output").map(context.url) ?? context.currentDirectory
    let report = JournalReport(kata: workspace.kata, histories: workspace.histories())
    let base = folder.appendingPathComponent("kata-\(workspace.kata.id)-journal")
    try PackageFolder.write(report.json, to: base.appendingPathExtension("json"))
    try PackageFolder.write(Data(report.markdown.utf8), to: base.appendingPathExtension("md"))
    context.console.line(
      "Wrote \(context.shown(base.appendingPathExtension("json"))) and \(context.shown(base.appendingPathExtension("md")))"
    )
    return .success
  }
}
