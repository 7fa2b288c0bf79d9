import CommandLineSupport
import Foundation

/// The `kata` command: the red → green → refactor loop for learners, `verify` for authors.
///
/// The executable hands it the arguments, the console, the test runners and the watch
/// control. The command line is read against `declaration`, which answers the help; the
/// tool only finds the subcommand (one `KataCommand` each, in `Commands/`) and runs it.
public struct KataTool {
  private let context: CommandContext

  /// What a tool stopped by Ctrl-C or SIGTERM says last: that a run it had begun keeps no
  /// light, when it had begun one.
  public static var stoppedLine: String {
    WorkspaceRun.begun.current ? "stopped; a run it had not finished keeps no light" : "stopped"
  }

  /// Creates the tool, which runs tests with the real engines.
  ///
  /// - Parameters:
  ///   - currentDirectory: the folder relative paths start from.
  ///   - environment: the process environment, for `KATA_PATH`, `KATA_CLASSROOM`, `USER`
  ///     and the terminal's.
  ///   - console: where output and errors go.
  ///   - now: the clock, for the journal and the time box.
  ///   - watchControl: how `watch` and the served dashboard wait, and learn they should stop.
  ///   - executableURL: the running `kata`, whose installation's `share/tddkit/Katas` is the
  ///     last place katas are looked for.
  ///   - program: `argv[0]` as the shell started it, which tells whether the learner types
  ///     `kata` or `swift run kata`.
  ///   - calendar: where a time of day such as `--since 10:00` is read: the machine's own.
  public init(
    currentDirectory: URL, environment: [String: String], console: Console,
    now: @escaping @Sendable () -> Date = Date.init, watchControl: WatchControl,
    executableURL: URL? = nil, program: String? = nil, calendar: Calendar = .current
  ) {
    self.init(
      currentDirectory: currentDirectory, environment: environment, console: console,
      runners: Runners(), now: now, watchControl: watchControl, executableURL: executableURL,
      invocation: Invocation(program: program), calendar: calendar)
  }

  /// Creates the tool with the test runners `runners` makes, such as a test's double; the
  /// learner types `invocation`, and times of day are read in `calendar` (UTC by default,
  /// so that no test depends on the machine's time zone).
  init(
    currentDirectory: URL, environment: [String: String], console: Console, runners: Runners,
    now: @escaping @Sendable () -> Date = Date.init, watchControl: WatchControl,
    executableURL: URL? = nil, invocation: Invocation = .installed,
    calendar: Calendar = CommandContext.utcCalendar
  ) {
    context = CommandContext(
      currentDirectory: currentDirectory, environment: environment, console: console,
      runners: runners, now: now, watchControl: watchControl, executableURL: executableURL,
      invocation: invocation, calendar: calendar)
  }

  /// The subcommands, in the order of the overview.
  static let subcommands: [any ToolCommand<CommandContext>.Type] = [
    AboutCommand.self, StartCommand.self, TestCommand.self, WatchCommand.self,
    NextCommand.self, StepCommand.self, HintCommand.self, DiffCommand.self,
    SolutionCommand.self, ResetCommand.self, StatusCommand.self, ExportCommand.self,
    RotateCommand.self, SetCommand.self, DoctorCommand.self, DashboardCommand.self,
    VerifyCommand.self,
  ]

  /// Everything `kata` accepts, from which it parses its command line and writes its help
  /// pages and completion scripts.
  static let declaration = CommandDeclaration(
    name: "kata",
    abstract: "Practise test-driven development step by step: red, green, refactor.",
    discussion: """
      Without a command, kata lists the katas and your progress, with what to type next.

      Workspace commands work on --dir DIR, else the workspace around the current folder,
      else the one under kata-workspace/ started last. Katas are in --katas DIR,
      $KATA_PATH, the nearest Katas/ folder, or share/tddkit/Katas beside an installed
      kata's bin/.
      See 'kata help COMMAND'; kata --version prints the version; kata
      --generate-completion-script bash (or zsh, fish) prints a script that completes
      commands and options.
      """,
    subcommands: subcommands.map { $0.declaration }, sharedOptions: [KataOption.katas])

  /// Runs the command in `arguments` (without the program name) and returns its status.
  public func run(_ arguments: [String]) -> ExitCode {
    declaration(for: arguments).run(
      arguments, console: context.console, status: Self.status(of:)
    ) {
      parsed in
      let command = Self.command(at: parsed.path)
      var context = self.context
      if parsed.declares(KataOption.engine.declaration),
        let engine = try parsed.value(KataOption.engine)
      {
        context.runners.options.engine = engine
      }
      let typed = try command.init(parsed)
      do {
        return try typed.run(in: context)
      } catch let error as KataError {
        throw InvokedError.kata(error, context.invocation)
      }
    }
  }

  /// The command the subcommand names of `path` lead to through the tree, level by level:
  /// `kata` alone for none, and the deepest that runs code of its own.
  static func command(at path: [String]) -> any ToolCommand<CommandContext>.Type {
    CurriculumCommand.command(at: path)
  }

  /// The declaration `arguments` are read against: for a completion script, one whose
  /// `KATA` operands offer the katas the command line finds, so `kata start <TAB>` lists
  /// them.
  private func declaration(for arguments: [String]) -> CommandDeclaration {
    guard arguments.contains(CommandDeclaration.completionScript.name),
      let parsed = try? Self.declaration.parse(arguments),
      let catalog = try? context.catalog(parsed.value(KataOption.katas))
    else { return Self.declaration }
    return Self.declaration(completingKatas: catalog.kataIDs)
  }

  /// The declaration with `katas` offered wherever a kata is named.
  static func declaration(completingKatas katas: [String]) -> CommandDeclaration {
    var root = declaration
    for index in root.subcommands.indices {
      for operand in root.subcommands[index].operands.indices
      where root.subcommands[index].operands[operand].name == KataOption.kata.name {
        root.subcommands[index].operands[operand].completion = .words(katas)
      }
    }
    return root
  }

  /// The exit status of an error that is not a usage error: 1, whatever went wrong.
  private static func status(of error: any Error) -> ExitCode {
    .failure
  }
}
