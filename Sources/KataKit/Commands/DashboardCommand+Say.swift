import CommandLineSupport
import Foundation

/// `kata dashboard ROOM --say LINE`: the instructor's line to every pair, such as "stop:
/// debrief at 11:00", which each sees at its next run and in `kata status`, and the wall
/// shows; `--say ""` takes it away.
extension DashboardCommand {
  /// `--say LINE`: the line to the room; an empty one clears it.
  static let say = Option<String?>(
    "--say", "LINE",
    help: "a line every pair sees at its next run and in kata status (\"\" clears it)")

  /// Keeps `text` as the line to the room in `room`, named `name` as the instructor typed
  /// it, or clears the line when `text` is empty, and says what it did. A line with a control
  /// character, or of more than 200 characters, is refused as a usage error.
  static func sayToRoom(
    _ text: String, room: URL, name: String, in context: CommandContext
  ) throws -> ExitCode {
    let line = text.trimmingCharacters(in: .whitespaces)
    let console = context.console
    guard !line.isEmpty else {
      let had = try RoomMessage.write(nil, in: room)
      console.line(
        had ? "Cleared the line to the room." : "The room has no line to clear.")
      return .success
    }
    if let refusal = RoomMessage.refusal(of: line) {
      throw UsageError.invalidValue(shown(line), for: "--say", expected: refusal)
    }
    try RoomMessage.write(line, in: room)
    console.line(
      "Said to the room: \(line)\nEvery pair sees it at its next run and in 'kata status'; '\(context.invocation.typed("dashboard \(name) --say \"\""))' clears it."
    )
    return .success
  }

  /// `line` fit to echo in an error: its first 40 characters, control characters as
  /// `\u{…}`, so the refusal itself cannot move the terminal's cursor.
  private static func shown(_ line: String) -> String {
    let head = line.count > 40 ? String(line.prefix(40)) + "…" : line
    return String(
      head.unicodeScalars.map { scalar in
        TerminalText.isUnsafe(scalar)
          ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
      }.joined())
  }
}
