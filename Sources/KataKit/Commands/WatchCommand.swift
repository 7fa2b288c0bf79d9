import CommandLineSupport
import Foundation

/// `kata watch`: `kata test` now and after every save, until the learner presses q.
struct WatchCommand: KataCommand {
  /// `--interval SECONDS`: how often the files are polled.
  static let interval = OptionDeclaration.option(
    "--interval", "SECONDS", help: "how often to look for saves (default: 0.5)")

  /// `watch`, which works on a workspace.
  static let declaration = CommandDeclaration(
    name: "watch", abstract: "run the tests after every save",
    discussion: """
      Runs the tests, then again after every save (polling every 0.5 s by default, which
      works on network and WSL folders too). Press q to stop. --engine as for kata test.
      """,
    options: [KataOption.dir, interval, KataOption.engine])

  /// Runs the tests, then again after every save, until the learner stops it.
  static func run(_ parsed: ParsedCommand, in context: CommandContext) throws -> ExitCode {
    let workspace = try context.openWorkspace(parsed)
    var control = context.watchControl
    if let seconds = try parsed.value(
      interval, expected: "seconds, more than 0", { Double($0).flatMap { $0 > 0 ? $0 : nil } })
    {
      control.interval = seconds
    }
    let folders = ["Sources", "Tests"]
    context.console.line("Watching \(context.shown(workspace.root)) for saves; press q to stop.")
    _ = try TestCommand.once(workspace, prediction: nil, in: context)
    var debouncer = ChangeDebouncer(lastRun: FileSnapshot(root: workspace.root, folders: folders))
    while !control.shouldStop() {
      control.pause(control.interval)
      guard debouncer.shouldRun(after: FileSnapshot(root: workspace.root, folders: folders)) else {
        continue
      }
      context.console.line("")
      _ = try TestCommand.once(workspace, prediction: nil, in: context)
      debouncer = ChangeDebouncer(lastRun: FileSnapshot(root: workspace.root, folders: folders))
    }
    return .success
  }
}
