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

  /// A setting and its new value, read as its type.
  enum Change {
    /// A name, or `nil` to clear it.
    case name(String?)
    case timebox(WholeMinutes)
    case timeout(WholeSeconds)
    /// A classroom as typed: a folder, or a server's address.
    case classroom(String)
    case roomToken(RoomToken)
  }

  /// The setting named.
  let setting: Setting
  /// Its new value.
  let change: Change
  /// The value as typed, for the line that says what was set.
  let typed: String
  /// `--force`: whether a name the room has with this kata is taken all the same.
  let force: Bool
  /// `--dir DIR`: the workspace.
  let dir: FilePath?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    guard let setting = Setting(rawValue: parsed.command.name) else {
      throw .missingOperand(Setting.allCases.map(\.rawValue).joined(separator: ", "))
    }
    self.setting = setting
    typed = parsed.operands[0]
    switch setting {
    case .name: change = .name(typed.isEmpty ? nil : try LearnerName.validated(typed))
    case .timebox: change = .timebox(try Self.read(typed, for: setting))
    case .timeout: change = .timeout(try Self.read(typed, for: setting))
    case .classroom: change = .classroom(typed)
    case .roomToken: change = .roomToken(try Self.read(typed, for: setting))
    }
    force = setting == .name && parsed.flag(StartCommand.force)
    dir = try parsed.value(KataOption.dir)
  }

  /// Changes the setting named and says so.
  func run(in context: CommandContext) throws -> ExitCode {
    var workspace = try context.openWorkspace(dir)
    var unit = ""
    switch change {
    case .name(let name):
      // A room that has the name with this kata has another pair under it, as at start.
      if let name, name != workspace.state.learner, !force,
        let feed = Workspace.feed(root: workspace.root, state: workspace.state),
        try feed.katas(of: name).contains(workspace.state.kata)
      {
        throw KataError.nameTaken(name, kata: workspace.state.kata)
      }
      workspace.state.learner = name
    case .timebox(let minutes):
      workspace.state.timeboxMinutes = minutes.value
      unit = " minutes"
    case .timeout(let seconds):
      workspace.state.timeoutSeconds = seconds.value
      unit = " seconds"
    case .classroom(let value):
      try join(value, with: &workspace, in: context)
    case .roomToken(let token):
      try RoomToken.keep(token.text, in: workspace.root)
      context.console.line("Kept the room token for \(context.shown(workspace.root)).")
      return .success
    }
    try workspace.save()
    context.console.line(
      "Set \(setting.rawValue) to \(typed)\(unit) for \(context.shown(workspace.root)).")
    return .success
  }

  /// Points `workspace` at the classroom `value`, once it is reachable and the workspace
  /// has a name, and sends it the journal so far.
  private func join(
    _ value: String, with workspace: inout Workspace, in context: CommandContext
  ) throws {
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
        fix: "give this workspace your names first: \(context.invocation.typed("set name ada+bob"))"
      )
    }
    workspace.state.classroom = place
    // The room gets the journal so far, so the instructor sees the whole kata; entries
    // it has already are kept once.
    let feed = Workspace.feed(root: workspace.root, state: workspace.state)
    try feed?.check()
    feed?.send(workspace.journal.entries())
    if let warning = feed?.takeWarning() { context.console.error(warning, tool: "kata") }
  }

  /// `text` read as the value of `setting`, or the one-line error naming it and what it
  /// expects.
  private static func read<Value: OptionValue>(
    _ text: String, for setting: Setting
  ) throws(UsageError) -> Value {
    guard let value = Value(optionText: text) else {
      throw .invalidValue(Value.shownInError(text), for: setting.rawValue, expected: Value.expected)
    }
    return value
  }
}
