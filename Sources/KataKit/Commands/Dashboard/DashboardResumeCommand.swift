import CommandLineSupport
import Foundation

/// `kata dashboard resume DIR`: the end of the room's break, which starts every pair's clock
/// again.
struct DashboardResumeCommand: KataCommand {
  /// `dashboard resume DIR`, formerly `dashboard DIR --resume`.
  static let declaration = CommandDeclaration(
    name: "resume", abstract: "start the clocks again after the break",
    operands: [DashboardCommand.room]
  ).formerly(flag: "--resume")

  /// `DIR`: the room, as typed.
  let room: String

  init(_ parsed: ParsedCommand) throws(UsageError) {
    room = parsed.operands[0]
  }

  /// Resumes the room's clocks and says how long the break was, or that there was none.
  func run(in context: CommandContext) throws -> ExitCode {
    let folder = try DashboardCommand.classroom(room, in: context)
    var clock = RoomClock(in: folder)
    let now = Int(context.now().timeIntervalSince1970)
    guard let since = clock.pausedSince, clock.resume(at: now) else {
      context.console.line("The room's clocks are running: there is no break to end.")
      return .success
    }
    try clock.write(in: folder)
    context.console.line(
      "Resumed the room's clocks after a pause of \((max(0, now - since) / 60).counting("minute"))."
    )
    return .success
  }
}
