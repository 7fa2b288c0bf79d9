import CommandLineSupport
import Foundation

/// `kata rotate [NAME] [--every MINUTES]`: records in the journal who drives now, and keeps
/// a rotation timer, for pairs and mobs.
struct RotateCommand: KataCommand {
  static let name = "rotate"
  static let synopsis = "rotate NAME"
  static let summary = "record a change of driver, or set a rotation timer"
  static let options: [OptionSpec] = [.value("--dir"), .value("--every")]
  static let maximumOperands = 1
  static let help = """
    Usage: kata rotate NAME [--dir DIR]
           kata rotate [NAME] --every MINUTES [--dir DIR]

    Records in the journal that NAME drives now, for pairs and mobs that change hands;
    every run after records who drove it. --every starts a rotation timer: each
    'kata test' says when the driver has had their MINUTES, and it starts again at the
    next 'kata rotate NAME'.

    """

  static func run(_ operands: [String], options: ParsedArguments, in context: CommandContext)
    throws -> ExitCode
  {
    let every = try options.value("--every").map { try SetCommand.setting("every", $0) }
    guard operands.first != nil || every != nil else {
      throw UsageError.missingOperand("NAME of the new driver, or --every MINUTES")
    }
    var workspace = try context.openWorkspace(options)
    if let every {
      workspace.state.rotationMinutes = every
      try workspace.save()
      context.console.line("Rotate every \(every) minutes: each run says when it is time.")
    }
    if let name = operands.first {
      let driver = try LearnerName.validated(name, option: "NAME") ?? name
      workspace.state.driver = driver
      try workspace.save()
      try workspace.rotate(to: driver, now: context.now())
      context.console.line("\(name) drives now. The journal keeps the change.")
    }
    return .success
  }
}
