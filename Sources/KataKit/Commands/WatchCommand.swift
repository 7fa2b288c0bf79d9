import CommandLineSupport
import Foundation

/// `kata watch`: `kata test` now and after every save, until the learner presses q; between
/// runs, what waited for a classroom that was away is sent to it.
struct WatchCommand: KataCommand {
  /// `--interval SECONDS`: how often the files are polled.
  static let interval = Option<Seconds?>(
    "--interval", "SECONDS", help: "how often to look for saves", defaultText: "0.5")

  /// `watch`, which works on a workspace.
  static let declaration = CommandDeclaration(
    name: "watch", abstract: "run the tests after every save",
    discussion: """
      Runs the tests, then again after every save (polling every 0.5 s by default, which
      works on network and WSL folders too). Press q or Ctrl-C to stop. --engine as for
      kata test.
      In a classroom, runs the room did not take (it was away) are sent to it every 30 s
      between runs, not only with the next run.
      """,
    options: [KataOption.dir, interval, KataOption.engine])

  /// `--dir DIR`: the workspace.
  let dir: FilePath?
  /// `--interval SECONDS`: how often the files are looked at, when given.
  let interval: Seconds?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    dir = try parsed.value(KataOption.dir)
    interval = try parsed.value(Self.interval)
  }

  /// Runs the tests, then again after every save, until the learner stops it.
  func run(in context: CommandContext) throws -> ExitCode {
    let workspace = try context.openWorkspace(dir)
    var control = context.watchControl
    if let seconds = interval {
      control.interval = seconds.value
    }
    let folders = ["Sources", "Tests"]
    context.console.line(
      "Watching \(context.shown(workspace.root)) for saves; press q or Ctrl-C to stop.")
    _ = try TestCommand.once(workspace, prediction: nil, in: context)
    var debouncer = ChangeDebouncer(lastRun: FileSnapshot(root: workspace.root, folders: folders))
    var polls = 0
    control.listen()
    while !control.shouldStop() {
      control.pause(control.interval)
      polls += 1
      // Read again each time: a `kata next`, `kata set name` or `kata rotate` typed in
      // another terminal while this one watches counts from the next run on.
      let current = (try? Workspace.open(at: workspace.root)) ?? workspace
      if polls >= control.pollsPerSend, let feed = current.classroom {
        polls = 0
        Self.sendWaiting(feed, console: context.console)
      }
      guard debouncer.shouldRun(after: FileSnapshot(root: workspace.root, folders: folders)) else {
        continue
      }
      context.console.line("")
      _ = try TestCommand.once(current, prediction: nil, in: context)
      debouncer = ChangeDebouncer(lastRun: FileSnapshot(root: workspace.root, folders: folders))
    }
    return .success
  }

  /// Sends `feed`'s classroom the entries that waited while it was away, saying so when it
  /// took them; a room still away costs no line, since the run that kept them warned.
  private static func sendWaiting(_ feed: ClassroomFeed, console: Console) {
    let sent = feed.sendWaiting()
    guard sent > 0 else { return }
    let entries = sent == 1 ? "the entry" : "the \(sent) entries"
    console.line("The classroom \(feed.destination.shown) took \(entries) that waited for it.")
  }
}
