import CommandLineSupport
import Foundation

/// `kata solution [--apply]`: the reference of the step, once it went green.
struct SolutionCommand: KataCommand {
  /// `--apply`: puts the reference in place rather than showing it.
  static let apply = OptionDeclaration.flag(
    "--apply", help: "put the reference in place, keeping copies of your files")
  /// `--force`: the reference before the step went green.
  static let force = OptionDeclaration.flag(
    "--force", help: "show or apply it although the step has not gone green")

  /// `solution`, which works on a workspace.
  static let declaration = CommandDeclaration(
    name: "solution", abstract: "show (or --apply) the reference of the step, after green",
    discussion: """
      Shows the reference code of the current step once it went green (or with --force).
      --apply puts the reference in Sources/, keeping copies of your files.
      """,
    options: [apply, force, KataOption.dir])

  /// `--apply`: whether to put the reference in place.
  let apply: Bool
  /// `--force`: whether to show it before the step is green.
  let force: Bool
  /// `--dir DIR`: the workspace.
  let dir: FilePath?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    apply = parsed.flag(Self.apply)
    force = parsed.flag(Self.force)
    dir = try parsed.value(KataOption.dir)
  }

  /// Shows the reference of the step, or applies it with `--apply`.
  func run(in context: CommandContext) throws -> ExitCode {
    let workspace = try context.openWorkspace(dir)
    let console = context.console
    guard force || workspace.currentHistory.wentGreen else {
      throw KataError.notGreenYet(step: workspace.step.id)
    }
    if apply {
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
    let typed = context.invocation.typed
    console.line(
      "'\(typed("solution --apply"))' puts it in place (your files are backed up); '\(typed("diff"))' compares."
    )
    return .success
  }
}
