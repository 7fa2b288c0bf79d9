import CommandLineSupport
import Foundation

/// The `kata` command: the red → green → refactor loop for learners, `verify` for authors.
///
/// The executable hands it the arguments, the console, a test runner and the watch control;
/// everything else happens here.
public struct KataTool {
  let currentDirectory: URL
  let environment: [String: String]
  let console: Console
  var runner: any TestRunning
  let now: () -> Date
  let watchControl: WatchControl
  let executableURL: URL?

  /// Creates the tool.
  ///
  /// - Parameter executableURL: the running `kata`, whose installation's
  ///   `share/tddkit/Katas` is the last place katas are looked for.
  public init(
    currentDirectory: URL, environment: [String: String], console: Console,
    runner: any TestRunning = DirectTestRunner(), now: @escaping () -> Date = Date.init,
    watchControl: WatchControl, executableURL: URL? = nil
  ) {
    self.currentDirectory = currentDirectory
    self.executableURL = executableURL
    self.environment = environment
    self.console = console
    self.runner = runner
    self.now = now
    self.watchControl = watchControl
  }

  static let options: [OptionSpec] = [
    .value("--katas"), .value("--dir"), .value("--predict"), .value("--output"), .value("--work"),
    .value("--interval"), .value("--jobs"), .flag("--apply"), .flag("--force"), .flag("--step"),
    .flag("--test-first"), .flag("--coverage"), .flag("--static"), .value("--from"),
    .value("--steps"), .value("--name"), .value("--timebox"), .value("--timeout"),
    .value("--classroom"), .value("--format"), .value("--sort"), .flag("--watch"),
    .value("--engine"), .flag("--parity"), .flag("--anyway"), .flag("--version"),
    .flag("--help"),
    .flag("-h"),
  ]

  /// Runs the command in `arguments` (without the program name) and returns its status.
  public func run(_ arguments: [String]) -> ExitCode {
    do {
      let parsed = try ParsedArguments(arguments, options: Self.options)
      let command = parsed.operands.first ?? ""
      let operands = Array(parsed.operands.dropFirst())
      if parsed.flag("--version"), command.isEmpty {
        console.line("kata \(ToolVersion.current) (TDDKit)")
        return .success
      }
      if parsed.flag("--help") || parsed.flag("-h") || command == "help" {
        let topic = command == "help" ? operands.first ?? "" : command
        guard topic.isEmpty || Subcommand(rawValue: topic) != nil else {
          throw UsageError.unknownCommand(
            topic, expected: Subcommand.allCases.map(\.rawValue).filter { !$0.isEmpty })
        }
        console.write(Self.help(for: topic))
        return .success
      }
      guard let subcommand = Subcommand(rawValue: command) else {
        throw UsageError.unknownCommand(
          command, expected: Subcommand.allCases.map(\.rawValue).filter { !$0.isEmpty })
      }
      try checkOptions(parsed, for: subcommand)
      var tool = self
      if let engine = parsed.value("--engine") {
        guard let chosen = BuildEngine(rawValue: engine) else {
          throw UsageError.invalidValue(engine, for: "--engine", expected: "swiftpm or direct")
        }
        tool.runner = runner.using(chosen)
      }
      return try tool.perform(subcommand, operands: operands, options: parsed)
    } catch let error as UsageError {
      console.error("\(error) (see 'kata --help')", tool: "kata")
      return .usage
    } catch {
      console.error("\(error)", tool: "kata")
      return .failure
    }
  }

  enum Subcommand: String, CaseIterable {
    case curriculum = ""
    case start, test, watch, next, step, hint, diff, solution, reset, status, export, verify
    case rotate, set, doctor, about, dashboard

    /// The options besides `--katas`, which every subcommand accepts.
    var options: Set<String> {
      switch self {
      case .curriculum: []
      case .start:
        ["--dir", "--test-first", "--from", "--name", "--timebox", "--timeout", "--classroom"]
      case .dashboard: ["--output", "--format", "--sort", "--watch", "--interval"]
      case .test: ["--dir", "--predict", "--coverage", "--timebox", "--engine"]
      case .watch: ["--dir", "--interval", "--engine"]
      case .solution: ["--dir", "--apply", "--force"]
      case .reset: ["--dir", "--step"]
      case .export: ["--dir", "--output"]
      case .verify: ["--work", "--jobs", "--static", "--steps", "--engine", "--parity"]
      case .next: ["--dir", "--anyway"]
      case .step, .hint, .diff, .status, .rotate, .set: ["--dir"]
      case .doctor, .about: []
      }
    }

    var maximumOperands: Int {
      switch self {
      case .start, .rotate, .about, .dashboard, .step: 1
      case .set: 2
      case .verify: Int.max
      default: 0
      }
    }
  }

  private func checkOptions(_ parsed: ParsedArguments, for subcommand: Subcommand)
    throws(UsageError)
  {
    let accepted = subcommand.options.union(["--katas"])
    if let stray = parsed.givenOptions.first(where: { !accepted.contains($0) }) {
      throw .unknownOption(stray)
    }
    let operands = parsed.operands.dropFirst()
    if operands.count > subcommand.maximumOperands {
      throw .unexpectedOperand(operands[operands.startIndex + subcommand.maximumOperands])
    }
  }

  private func perform(_ subcommand: Subcommand, operands: [String], options: ParsedArguments)
    throws -> ExitCode
  {
    switch subcommand {
    case .curriculum:
      try showCurriculum(katas: try catalog(options))
    case .start:
      guard let id = operands.first else {
        throw UsageError.missingOperand("the name of a KATA, as 'kata' lists them")
      }
      var settings = WorkspaceState(kata: id)
      settings.learner = try Self.learnerName(options.value("--name") ?? environment["USER"])
      settings.timeboxMinutes = try options.value("--timebox").map {
        try Self.setting("timebox", $0)
      }
      settings.timeoutSeconds = try options.value("--timeout").map {
        try Self.setting("timeout", $0)
      }
      settings.classroom = options.value("--classroom").map { url($0).path }
      try start(
        id, catalog: try catalog(options), directory: options.value("--dir"),
        testFirst: options.flag("--test-first"), from: options.value("--from"), settings: settings)
    case .verify:
      return try verify(
        operands, catalog: try catalog(options), work: options.value("--work"),
        jobs: options.value("--jobs"), staticOnly: options.flag("--static"),
        steps: options.value("--steps"), parity: options.flag("--parity"))
    case .test:
      var workspace = try openWorkspace(options)
      if let box = options.value("--timebox") {
        workspace.state.timeboxMinutes = try Self.setting("timebox", box)
      }
      return try test(
        workspace, prediction: try prediction(options), coverage: options.flag("--coverage"))
    case .watch:
      try watch(try openWorkspace(options), interval: options.value("--interval"))
    case .next:
      var workspace = try openWorkspace(options)
      try next(&workspace, anyway: options.flag("--anyway"))
    case .step:
      try showPage(try openWorkspace(options), step: operands.first)
    case .hint:
      var workspace = try openWorkspace(options)
      try hint(&workspace)
    case .diff:
      let diff = try openWorkspace(options).diffFromReference()
      console.write(diff.isEmpty ? "Your sources match the reference of this step.\n" : diff)
    case .solution:
      try solution(
        try openWorkspace(options), apply: options.flag("--apply"), force: options.flag("--force"))
    case .reset:
      var workspace = try openWorkspace(options)
      let backups = try workspace.reset(stepOnly: options.flag("--step"), now: now())
      console.line("Back at the start of step \(workspace.stepIndex + 1): \(workspace.step.title)")
      reportBackups(backups, in: workspace)
    case .status:
      showStatus(try openWorkspace(options))
    case .export:
      try export(try openWorkspace(options), to: options.value("--output"))
    case .rotate:
      guard let name = operands.first else {
        throw UsageError.missingOperand("NAME of the new driver")
      }
      let workspace = try openWorkspace(options)
      try workspace.rotate(to: try Self.learnerName(name) ?? name, now: now())
      console.line("\(name) drives now. The journal keeps the change.")
    case .set:
      guard operands.count == 2 else {
        throw UsageError.missingOperand(
          "a setting and its value: name NAME, timebox MINUTES or timeout SECONDS")
      }
      var workspace = try openWorkspace(options)
      try set(operands[0], to: operands[1], in: &workspace)
    case .doctor:
      return try doctor(options)
    case .dashboard:
      guard let folder = operands.first else {
        throw UsageError.missingOperand("the classroom folder (DIR)")
      }
      return try dashboard(folder, options: options)
    case .about:
      guard let id = operands.first else {
        throw UsageError.missingOperand("the name of a KATA, as 'kata' lists them")
      }
      let kata = try catalog(options).kata(id)
      if let intro = kata.intro {
        console.line(intro.trimmingCharacters(in: .whitespacesAndNewlines))
      } else {
        console.line(console.style.bold(kata.manifest.title) + " (\(kata.manifest.origin))")
        console.line(kata.manifest.summary)
      }
    }
    return .success
  }

  /// A positive whole number for the setting `name` (`timebox` minutes, `timeout` seconds).
  static func setting(_ name: String, _ text: String) throws(UsageError) -> Int {
    guard let value = Int(text), value > 0 else {
      throw .invalidValue(
        text, for: "--\(name)",
        expected: name == "timebox" ? "whole minutes, 1 or more" : "whole seconds, 1 or more")
    }
    return value
  }

  /// A learner's or a pair's name: letters, digits, `.`, `_`, `-`, and `+` between the
  /// members of a pair (`ada+bob`); `nil` for none.
  static func learnerName(_ text: String?) throws(UsageError) -> String? {
    guard let text, !text.isEmpty else { return nil }
    let members = text.split(separator: "+", omittingEmptySubsequences: false)
    guard text.count <= 64,
      members.allSatisfy({ member in
        !member.isEmpty
          && member.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0)
              || "._-".unicodeScalars.contains($0)
          }
      })
    else {
      throw .invalidValue(
        text, for: "--name",
        expected: "a name of letters, digits, '.', '_' or '-', or a pair such as ada+bob")
    }
    return text
  }

  private func set(_ key: String, to value: String, in workspace: inout Workspace) throws {
    switch key {
    case "name": workspace.state.learner = try Self.learnerName(value)
    case "timebox": workspace.state.timeboxMinutes = try Self.setting("timebox", value)
    case "timeout": workspace.state.timeoutSeconds = try Self.setting("timeout", value)
    default:
      throw UsageError.invalidValue(key, for: "kata set", expected: "name, timebox or timeout")
    }
    try workspace.save()
    console.line("Set \(key) to \(value) for \(shown(workspace.root)).")
  }

  private func prediction(_ options: ParsedArguments) throws(UsageError) -> Light? {
    guard let text = options.value("--predict") else { return nil }
    guard let light = Light(rawValue: text) else {
      throw .invalidValue(text, for: "--predict", expected: "red, amber or green")
    }
    return light
  }
}
