import CommandLineSupport
import Foundation

/// `kata watch`: `kata test` now and after every save, until the learner presses q.
struct WatchCommand: KataCommand {
  static let name = "watch"
  static let summary = "run the tests after every save"
  static let options: [OptionSpec] = [.value("--dir"), .value("--interval"), .value("--engine")]
  static let help = """
    Usage: kata watch [--dir DIR] [--interval SECONDS] [--engine direct|swiftpm]

    Runs the tests, then again after every save (polling every 0.5 s by default, which
    works on network and WSL folders too). Press q to stop. --engine as for kata test.

    """

  static func run(_ operands: [String], options: ParsedArguments, in context: CommandContext)
    throws -> ExitCode
  {
    let workspace = try context.openWorkspace(options)
    var control = context.watchControl
    if let text = options.value("--interval") {
      guard let interval = Double(text), interval > 0 else {
        throw UsageError.invalidValue(text, for: "--interval", expected: "seconds, more than 0")
      }
      control.interval = interval
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
