import CommandLineSupport
import Foundation

/// `kata dashboard pause DIR`: a break for the whole room, which stops every pair's clock on
/// the wall, so that no pair comes back from lunch flagged as stuck.
struct DashboardPauseCommand: KataCommand {
  /// `dashboard pause DIR`, formerly `dashboard DIR --pause`.
  static let declaration = CommandDeclaration(
    name: "pause", abstract: "stop every pair's clock for a break (the wall counts no minutes)",
    discussion: """
      At the start of a break: the minutes until 'kata dashboard resume DIR' count on no
      one's step, and a served room shows the change at once.
      """,
    operands: [DashboardCommand.room]
  ).formerly(flag: "--pause")

  /// `DIR`: the room, as typed.
  let room: String

  init(_ parsed: ParsedCommand) throws(UsageError) {
    room = parsed.operands[0]
  }

  /// Pauses the room's clocks and says so, or that they were paused already.
  func run(in context: CommandContext) throws -> ExitCode {
    let folder = try DashboardCommand.classroom(room, in: context)
    var clock = RoomClock(in: folder)
    let resume = context.invocation.typed("dashboard resume \(room)")
    guard clock.pause(at: Int(context.now().timeIntervalSince1970)) else {
      context.console.line(
        "The room's clocks are already paused; '\(resume)' starts them again.")
      return .success
    }
    try clock.write(in: folder)
    context.console.line(
      "Paused the room's clocks: no pair's minutes on its step count until '\(resume)'.")
    return .success
  }
}
