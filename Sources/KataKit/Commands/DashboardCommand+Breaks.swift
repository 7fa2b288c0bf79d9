import CommandLineSupport
import Foundation

/// `kata dashboard ROOM --pause` and `--resume`: a break for the whole room, which stops
/// every pair's clock on the wall, so no pair comes back from lunch flagged as stuck.
extension DashboardCommand {
  /// `--pause`: stops the room's clocks at the start of a break.
  static let pause = OptionDeclaration.flag(
    "--pause", help: "stop every pair's clock for a break (the wall counts no minutes)")
  /// `--resume`: starts them again after it.
  static let resume = OptionDeclaration.flag(
    "--resume", help: "start the clocks again after the break")

  /// Pauses or resumes the clocks of the room in `room`, named `name` as the instructor
  /// typed it, and says what it did; a served room reads the change at its next page.
  static func pauseOrResume(
    _ parsed: ParsedCommand, room: URL, name: String, in context: CommandContext
  ) throws -> ExitCode {
    guard !(parsed.flag(pause) && parsed.flag(resume)) else {
      throw UsageError.invalidValue(
        "--pause --resume", for: "kata dashboard",
        expected: "one of them: --pause as a break starts, --resume as it ends")
    }
    var clock = RoomClock(in: room)
    let now = Int(context.now().timeIntervalSince1970)
    let since = clock.pausedSince
    let console = context.console
    if parsed.flag(pause) {
      guard clock.pause(at: now) else {
        console.line(
          "The room's clocks are already paused; '\(context.invocation.typed("dashboard \(name) --resume"))' starts them again."
        )
        return .success
      }
      try clock.write(in: room)
      console.line(
        "Paused the room's clocks: no pair's minutes on its step count until '\(context.invocation.typed("dashboard \(name) --resume"))'."
      )
      return .success
    }
    guard clock.resume(at: now), let since else {
      console.line("The room's clocks are running: there is no break to end.")
      return .success
    }
    try clock.write(in: room)
    console.line(
      "Resumed the room's clocks after a pause of \((max(0, now - since) / 60).counting("minute"))."
    )
    return .success
  }
}
