import CommandLineSupport

/// `coverage-gate run -- ARGUMENTS`: `swift test --enable-code-coverage`, then the gate.
struct GateRunCommand: ToolCommand {
  /// `run`, declared with the gate's options.
  static var declaration: CommandDeclaration { CoverageGateTool.runDeclaration }

  /// The gate's options, and the arguments for `swift test`.
  let options: GateOptions

  init(_ parsed: ParsedCommand) throws(UsageError) {
    options = try GateOptions(parsed)
  }

  /// Runs the tests with coverage, then the gate.
  func run(in tool: CoverageGateTool) throws -> ExitCode {
    try tool.runTestsThenGate(options)
  }
}
