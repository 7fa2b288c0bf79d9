import CommandLineSupport
import Foundation

/// `kata set name|timebox|timeout|classroom|room-token VALUE`: changes a workspace setting,
/// each setting a subcommand of its own with its value.
struct SetCommand: KataCommand {
  /// A setting of the workspace, the subcommand of `kata set` that changes it.
  enum Setting: String, CaseIterable {
    case name, timebox, timeout, classroom
    case roomToken = "room-token"

    /// The value's placeholder.
    var placeholder: String {
      switch self {
      case .name: "NAME"
      case .timebox: "MINUTES"
      case .timeout: "SECONDS"
      case .classroom: "DIR|http://HOST:PORT"
      case .roomToken: "TOKEN"
      }
    }

    /// What it changes, in one line.
    var abstract: String {
      switch self {
      case .name:
        "the learner's or pair's name (such as ada+bob) the journal carries; \"\" clears it"
      case .timebox: "the time box of each step, in minutes"
      case .timeout: "how long one run may take before it is stopped (as 'kata start --timeout')"
      case .classroom:
        "the classroom every journal entry also goes to: a folder, or the address of 'kata dashboard serve' (checked first)"
      case .roomToken: "the room token that classroom asks for (kept readable by you only)"
      }
    }

    /// The subcommand that sets it.
    var declaration: CommandDeclaration {
      CommandDeclaration(
        name: rawValue, abstract: abstract,
        options: self == .name ? [KataOption.dir, StartCommand.force] : [KataOption.dir],
        operands: [OperandDeclaration(placeholder, missingName: "the \(rawValue) to set")])
    }
  }

  /// `set SETTING VALUE`, the group of the settings' subcommands.
  static let declaration = CommandDeclaration(
    name: "set", abstract: "change the name, time box, run timeout or classroom of the workspace",
    discussion: """
      Changes a workspace setting: kata set name ada+bob, kata set timebox 8, kata set
      timeout 120, kata set classroom DIR|http://HOST:PORT or kata set room-token TOKEN.
      """,
    subcommands: Setting.allCases.map(\.declaration)
  ).grouping(of: "setting")

  /// Changes the setting named and says so.
  static func run(_ parsed: ParsedCommand, in context: CommandContext) throws -> ExitCode {
    guard let setting = Setting(rawValue: parsed.command.name) else {
      throw UsageError.missingOperand(Setting.allCases.map(\.rawValue).joined(separator: ", "))
    }
    var workspace = try context.openWorkspace(parsed)
    let value = parsed.operands[0]
    var unit = ""
    switch setting {
    case .name:
      let name = value.isEmpty ? nil : try LearnerName.validated(value)
      // A room that has the name with this kata has another pair under it, as at start.
      if let name, name != workspace.state.learner, !parsed.flag(StartCommand.force),
        let feed = Workspace.feed(root: workspace.root, state: workspace.state),
        try feed.katas(of: name).contains(workspace.state.kata)
      {
        throw KataError.nameTaken(name, kata: workspace.state.kata)
      }
      workspace.state.learner = name
    case .timebox:
      workspace.state.timeboxMinutes = try read(value, as: WholeMinutes.self, for: setting).value
      unit = " minutes"
    case .timeout:
      workspace.state.timeoutSeconds = try read(value, as: WholeSeconds.self, for: setting).value
      unit = " seconds"
    case .classroom:
      if case .mistyped(let text, let advice) = ClassroomDestination(
        value, relativeTo: context.currentDirectory)
      {
        throw KataError.cannotReachClassroom(text, advice)
      }
      let place =
        URL(string: value)?.scheme.map { ["http", "https"].contains($0.lowercased()) } == true
        ? value : context.url(value).path
      guard workspace.state.learner != nil else {
        throw KataError.classroomNeedsName(
          classroom: value,
          fix:
            "give this workspace your names first: \(context.invocation.typed("set name ada+bob"))"
        )
      }
      workspace.state.classroom = place
      // The room gets the journal so far, so the instructor sees the whole kata; entries
      // it has already are kept once.
      let feed = Workspace.feed(root: workspace.root, state: workspace.state)
      try feed?.check()
      feed?.send(workspace.journal.entries())
      if let warning = feed?.takeWarning() { context.console.error(warning, tool: "kata") }
    case .roomToken:
      try RoomToken.keep(read(value, as: RoomToken.self, for: setting).text, in: workspace.root)
      context.console.line("Kept the room token for \(context.shown(workspace.root)).")
      return .success
    }
    try workspace.save()
    context.console.line(
      "Set \(setting.rawValue) to \(value)\(unit) for \(context.shown(workspace.root)).")
    return .success
  }

  /// `text` read as the value of `setting`, or the one-line error naming it and what it
  /// expects.
  private static func read<Value: OptionValue>(
    _ text: String, as _: Value.Type, for setting: Setting
  ) throws(UsageError) -> Value {
    guard let value = Value(optionText: text) else {
      throw .invalidValue(Value.shownInError(text), for: setting.rawValue, expected: Value.expected)
    }
    return value
  }
}
