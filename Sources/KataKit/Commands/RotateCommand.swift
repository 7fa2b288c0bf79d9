import CommandLineSupport
import Foundation

/// `kata rotate NAME`: records in the journal who drives now, for pairs and mobs.
struct RotateCommand: KataCommand {
  static let name = "rotate"
  static let synopsis = "rotate NAME"
  static let summary = "record a change of driver"
  static let options: [OptionSpec] = [.value("--dir")]
  static let maximumOperands = 1
  static let help = """
    Usage: kata rotate NAME [--dir DIR]

    Records in the journal that NAME drives now, for pairs and mobs that change hands.

    """

  static func run(_ operands: [String], options: ParsedArguments, in context: CommandContext)
    throws -> ExitCode
  {
    guard let name = operands.first else {
      throw UsageError.missingOperand("NAME of the new driver")
    }
    let workspace = try context.openWorkspace(options)
    try workspace.rotate(to: try SetCommand.learnerName(name) ?? name, now: context.now())
    context.console.line("\(name) drives now. The journal keeps the change.")
    return .success
  }
}
