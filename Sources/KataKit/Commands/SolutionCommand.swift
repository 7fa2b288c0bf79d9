import CommandLineSupport
import Foundation

/// `kata solution [--apply]`: the reference of the step, once it went green.
struct SolutionCommand: KataCommand {
  static let name = "solution"
  static let summary = "show (or --apply) the reference of the step, after green"
  static let options: [OptionSpec] = [.value("--dir"), .flag("--apply"), .flag("--force")]
  static let help = """
    Usage: kata solution [--apply] [--force] [--dir DIR]

    Shows the reference code of the current step once it went green (or with --force).
    --apply puts the reference in Sources/, keeping copies of your files.

    """

  static func run(_ operands: [String], options: ParsedArguments, in context: CommandContext)
    throws -> ExitCode
  {
    let workspace = try context.openWorkspace(options)
    let console = context.console
    guard options.flag("--force") || workspace.currentHistory.wentGreen else {
      throw KataError.notGreenYet(step: workspace.step.id)
    }
    if options.flag("--apply") {
      let backups = try workspace.applySolution(now: context.now())
      console.line(
        "The reference of step \(workspace.stepIndex + 1) is now in \(workspace.step.kind == .tidy ? "Tests" : "Sources")/."
      )
      context.reportBackups(backups, in: workspace)
      return .success
    }
    let changed = workspace.kata.changedFiles(
      under: workspace.step.kind == .tidy ? "Tests" : "Sources", atStep: workspace.stepIndex)
    console.line("Reference code of step \(workspace.stepIndex + 1), \(workspace.step.title):")
    for (path, data) in changed.sorted(by: { $0.key < $1.key }) {
      console.line("")
      console.line(console.style.bold("// \(path)"))
      console.write(String(decoding: data, as: UTF8.self))
    }
    for path in workspace.kata.removals(atStep: workspace.stepIndex)
    where path.hasPrefix("Sources/") {
      console.line("// \(path) is removed in this step")
    }
    console.line("")
    console.line(
      "'kata solution --apply' puts it in place (your files are backed up); 'kata diff' compares.")
    return .success
  }
}
