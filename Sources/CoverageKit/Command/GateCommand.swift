import CommandLineSupport

/// `coverage-gate EXPORT.json…`: the gate itself, the root of the tool's commands, which
/// checks the exports given (or the one `swift test` left) against the thresholds.
struct GateCommand: ToolCommand {
  /// The root's declaration, with its subcommands.
  static var declaration: CommandDeclaration { CoverageGateTool.declaration }

  /// `run`, `merge` and `comment`.
  static let subcommands: [any ToolCommand<CoverageGateTool>.Type] = [
    GateRunCommand.self, MergeCommand.self, CommentCommand.self,
  ]

  /// The gate's options and exports, as typed.
  let options: GateOptions

  init(_ parsed: ParsedCommand) throws(UsageError) {
    options = try GateOptions(parsed)
  }

  /// Gates the exports and writes the reports.
  func run(in tool: CoverageGateTool) throws -> ExitCode {
    try tool.checkOutputs(options)
    return try GateRun(tool: tool).gate(options)
  }
}
