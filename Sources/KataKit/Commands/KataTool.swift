import CommandLineSupport
import Foundation

/// The `kata` command: the red → green → refactor loop for learners, `verify` for authors.
///
/// The executable hands it the arguments, the console, the test runners and the watch
/// control. It only finds the subcommand (one ``KataCommand`` each, in `Commands/`), checks
/// what was given against what the subcommand takes, and runs it.
public struct KataTool {
  private let context: CommandContext

  /// Creates the tool, which runs tests with the real engines.
  ///
  /// - Parameter executableURL: the running `kata`, whose installation's `share/tddkit/Katas`
  ///   is the last place katas are looked for.
  public init(
    currentDirectory: URL, environment: [String: String], console: Console,
    now: @escaping @Sendable () -> Date = Date.init, watchControl: WatchControl,
    executableURL: URL? = nil
  ) {
    self.init(
      currentDirectory: currentDirectory, environment: environment, console: console,
      runners: Runners(), now: now, watchControl: watchControl, executableURL: executableURL)
  }

  /// Creates the tool with the test runners `runners` makes, such as a test's double.
  init(
    currentDirectory: URL, environment: [String: String], console: Console, runners: Runners,
    now: @escaping @Sendable () -> Date = Date.init, watchControl: WatchControl,
    executableURL: URL? = nil
  ) {
    context = CommandContext(
      currentDirectory: currentDirectory, environment: environment, console: console,
      runners: runners, now: now, watchControl: watchControl, executableURL: executableURL)
  }

  /// Every subcommand, in the order of the overview.
  static let commands: [any KataCommand.Type] = [
    CurriculumCommand.self, AboutCommand.self, StartCommand.self, TestCommand.self,
    WatchCommand.self, NextCommand.self, StepCommand.self, HintCommand.self, DiffCommand.self,
    SolutionCommand.self, ResetCommand.self, StatusCommand.self, ExportCommand.self,
    RotateCommand.self, SetCommand.self, DoctorCommand.self, DashboardCommand.self,
    VerifyCommand.self,
  ]

  /// The options every subcommand takes.
  private static let commonOptions: [OptionSpec] = [
    .value("--katas"), .flag("--help"), .flag("-h"),
  ]

  /// Every option any subcommand takes, for reading the command line before the subcommand
  /// is known.
  private static let allOptions = Array(
    Set(commonOptions + [.flag("--version")] + commands.flatMap { $0.options }))

  /// Runs the command in `arguments` (without the program name) and returns its status.
  public func run(_ arguments: [String]) -> ExitCode {
    let console = context.console
    // Where a usage error sends the user: the command's own help once it is known.
    var help = "kata --help"
    do {
      let parsed = try ParsedArguments(arguments, options: Self.allOptions)
      let word = parsed.operands.first ?? ""
      let operands = Array(parsed.operands.dropFirst())
      if parsed.flag("--version"), word.isEmpty {
        console.line("kata \(ToolVersion.current) (TDDKit)")
        return .success
      }
      if parsed.flag("--help") || parsed.flag("-h") || word == "help" {
        console.write(try Self.command(named: word == "help" ? operands.first ?? "" : word).help)
        return .success
      }
      let command = try Self.command(named: word)
      if !word.isEmpty { help = "kata help \(word)" }
      let accepted = Set((Self.commonOptions + command.options).map(\.name))
      if let stray = parsed.givenOptions.first(where: { !accepted.contains($0) }) {
        throw UsageError.unknownOption(stray)
      }
      if operands.count > command.maximumOperands {
        throw UsageError.unexpectedOperand(operands[command.maximumOperands])
      }
      var context = self.context
      if let engine = parsed.value("--engine") {
        guard let chosen = BuildEngine(rawValue: engine) else {
          throw UsageError.invalidValue(engine, for: "--engine", expected: "swiftpm or direct")
        }
        context.runners.options.engine = chosen
      }
      return try command.run(operands, options: parsed, in: context)
    } catch let error as UsageError {
      console.error("\(error) (see '\(help)')", tool: "kata")
      return .usage
    } catch {
      console.error("\(error)", tool: "kata")
      return .failure
    }
  }

  /// The subcommand called `name`; the curriculum for none.
  private static func command(named name: String) throws(UsageError) -> any KataCommand.Type {
    guard let command = commands.first(where: { $0.name == name }) else {
      throw .unknownCommand(name, expected: commands.map { $0.name }.filter { !$0.isEmpty })
    }
    return command
  }

  /// `kata help`: what `kata` does and a line for every subcommand.
  static var overview: String {
    let lines = commands.map { command in
      let synopsis = command.name.isEmpty ? "(none)" : command.synopsis
      let shown = synopsis.count < 12 ? CommandContext.padded(synopsis, to: 12) : synopsis + "  "
      return "  \(shown)\(command.summary)"
    }
    return """
      Usage: kata [COMMAND] [options]

      Practise test-driven development step by step: red, green, refactor.

      Commands:
      \(lines.joined(separator: "\n"))

      Workspace commands work on --dir DIR, else the workspace around the current folder,
      else the one under kata-workspace/ started last. Katas are in --katas DIR,
      $KATA_PATH, the nearest Katas/ folder, or share/tddkit/Katas beside an installed
      kata's bin/.
      See 'kata help COMMAND'; kata --version prints the version.

      """
  }
}
