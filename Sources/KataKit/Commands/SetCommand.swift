import CommandLineSupport
import Foundation

/// `kata set name|timebox|timeout VALUE`: changes a workspace setting.
struct SetCommand: KataCommand {
  /// How a missing setting or value is named in the error.
  private static let missing =
    "a setting and its value: name NAME, timebox MINUTES, timeout SECONDS, classroom DIR|URL or room-token TOKEN"

  /// `set SETTING VALUE`, which works on a workspace.
  static let declaration = CommandDeclaration(
    name: "set", abstract: "change the name, time box or run timeout of the workspace",
    discussion: """
      SETTING VALUE is one of: name NAME, timebox MINUTES, timeout SECONDS,
      classroom DIR|http://HOST:PORT or room-token TOKEN.

      Changes a workspace setting: the learner's or pair's name (such as ada+bob) that
      the journal carries, the time box of each step, how long one run may take before it
      is stopped (as 'kata start --timeout'), the classroom every journal entry also goes
      to (a folder, or the address of the instructor's 'kata dashboard --serve'; it is
      checked first), or the room token that classroom asks for (kept readable by you only).
      """,
    options: [KataOption.dir],
    operands: [
      OperandDeclaration("SETTING", missingName: missing),
      OperandDeclaration("VALUE", missingName: missing),
    ])

  /// Changes the setting named and says so.
  static func run(_ parsed: ParsedCommand, in context: CommandContext) throws -> ExitCode {
    var workspace = try context.openWorkspace(parsed)
    let (key, value) = (parsed.operands[0], parsed.operands[1])
    switch key {
    case "name": workspace.state.learner = value.isEmpty ? nil : try LearnerName.validated(value)
    case "timebox": workspace.state.timeboxMinutes = try setting("timebox", value)
    case "timeout": workspace.state.timeoutSeconds = try setting("timeout", value)
    case "classroom":
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
    case "room-token":
      try RoomToken.keep(value, in: workspace.root)
      context.console.line("Kept the room token for \(context.shown(workspace.root)).")
      return .success
    default:
      throw UsageError.invalidValue(
        key, for: "kata set", expected: "name, timebox, timeout, classroom or room-token")
    }
    try workspace.save()
    let unit = ["timebox": " minutes", "timeout": " seconds"][key] ?? ""
    context.console.line("Set \(key) to \(value)\(unit) for \(context.shown(workspace.root)).")
    return .success
  }

  /// A positive whole number for the setting `name` (`timebox` minutes, `timeout` seconds).
  static func setting(_ name: String, _ text: String) throws(UsageError) -> Int {
    let isSeconds = name == "timeout"
    let value =
      isSeconds ? WholeSeconds(optionText: text)?.value : WholeMinutes(optionText: text)?.value
    guard let value else {
      throw .invalidValue(
        text, for: "--\(name)", expected: isSeconds ? WholeSeconds.expected : WholeMinutes.expected)
    }
    return value
  }
}
