import CommandLineSupport
import Foundation

/// `kata rotate [NAME] [--every MINUTES]`: records in the journal who drives now, and keeps
/// a rotation timer, for pairs and mobs.
struct RotateCommand: KataCommand {
  /// `--every MINUTES`: the rotation timer.
  static let every = Option<WholeMinutes?>(
    "--every", "MINUTES", help: "say at each run when the driver has had MINUTES")

  /// `rotate [NAME]`, which works on a workspace.
  static let declaration = CommandDeclaration(
    name: "rotate", abstract: "record a change of driver, or set a rotation timer",
    discussion: """
      Records in the journal that NAME drives now, for pairs and mobs that change hands;
      every run after records who drove it. --every starts a rotation timer: each
      'kata test' says when the driver has had their MINUTES, and it starts again at the
      next 'kata rotate NAME'. Give NAME, --every MINUTES or both.
      """,
    options: [every, KataOption.dir], operands: [OperandDeclaration("NAME", optional: true)])

  /// `--every MINUTES`: how often the pair rotates, when given.
  let every: WholeMinutes?
  /// `--dir DIR`: the workspace.
  let dir: FilePath?
  /// `NAME`: who drives now, when given.
  let driver: String?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    every = try parsed.value(Self.every)
    dir = try parsed.value(KataOption.dir)
    driver = parsed.operands.first
  }

  /// Sets the rotation timer, records the new driver, or both.
  func run(in context: CommandContext) throws -> ExitCode {
    let minutes = every?.value
    guard driver != nil || minutes != nil else {
      throw UsageError.missingOperand("NAME of the new driver, or --every MINUTES")
    }
    var workspace = try context.openWorkspace(dir)
    if let minutes {
      workspace.state.rotationMinutes = minutes
      try workspace.save()
      context.console.line("Rotate every \(minutes) minutes: each run says when it is time.")
    }
    if let name = driver {
      let driver = try LearnerName.validated(name, option: "NAME") ?? name
      workspace.state.driver = driver
      try workspace.save()
      try workspace.rotate(to: driver, now: context.now())
      context.console.line("\(name) drives now. The journal keeps the change.")
    }
    return .success
  }
}
