import CommandLineSupport
import Foundation

/// `kata` alone: the katas in curriculum order, each with the learner's progress and what
/// to type next.
struct CurriculumCommand: KataCommand {
  /// The root, `kata` itself, whose overview lists the subcommands.
  static var declaration: CommandDeclaration { KataTool.declaration }

  /// Every other command of `kata`, below this one in the tree.
  static var subcommands: [any ToolCommand<CommandContext>.Type] { KataTool.subcommands }

  /// `--katas DIR`: where the katas are.
  let katas: FilePath?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    katas = try parsed.value(KataOption.katas)
  }

  /// Lists the katas in curriculum order, each with the learner's progress.
  func run(in context: CommandContext) throws -> ExitCode {
    let catalog = try context.catalog(katas)
    let console = context.console
    let katas = try catalog.kataIDs.map { id throws(KataError) in try catalog.kata(id) }
    let steps = katas.map(\.stepCount).reduce(0, +)
    console.line(
      console.style.bold("TDDKit katas")
        + " (\(context.shown(catalog.folder))): \(katas.count.counting("kata")), \(steps.counting("step")), in curriculum order"
    )
    let idWidth = katas.map(\.id.count).max() ?? 0
    let originWidth = katas.map(\.manifest.origin.count).max() ?? 0
    for (number, kata) in katas.enumerated() {
      let id = kata.id
      let folder = context.currentDirectory.appendingPathComponent(
        "\(WorkspaceLocator.defaultParent)/\(id)")
      let manifest = kata.manifest
      let stepsText = kata.stepCount.counting("step")
      console.line(
        "  \(CommandContext.padded("\(number + 1).", to: 3)) \(CommandContext.padded(id, to: idWidth))  \(CommandContext.padded(manifest.origin, to: originWidth))  \(CommandContext.padded(stepsText, to: 9))  \(manifest.title)"
      )
      console.line("      \(Self.firstSentence(of: manifest.summary))")
      guard let workspace = try? Workspace.open(at: folder) else {
        let typed = context.invocation.typed
        console.line(
          "      not started; type: \(typed("start \(id)"))  (about it: \(typed("about \(id)")))")
        continue
      }
      let history = workspace.currentHistory
      guard workspace.stepIndex < kata.stepCount - 1 || !history.isGreen else {
        console.line("      done: all \(stepsText) green (\(context.shown(folder)))")
        continue
      }
      let light = history.lights.last.map { " last run \($0.rawValue)" } ?? " no run yet"
      console.line(
        "      step \(workspace.stepIndex + 1) of \(kata.stepCount),\(light); type: \(context.invocation.typed(history.isGreen ? "next" : "test")) --dir \(context.shown(folder))"
      )
    }
    return .success
  }

  /// The first sentence of `text`, for a one-line summary.
  static func firstSentence(of text: String) -> String {
    guard let end = text.range(of: ". ") ?? text.range(of: ": ") else { return text }
    return String(text[..<end.lowerBound]) + "."
  }
}
