import CommandLineSupport
import Foundation

/// `kata dashboard say DIR LINE`: the instructor's line to every pair, such as "stop:
/// debrief at 11:00", which each sees at its next run and in `kata status`, and the wall
/// shows; an empty line takes it away.
struct DashboardSayCommand: KataCommand {
  /// `dashboard say DIR LINE`, formerly `dashboard DIR --say LINE`.
  static let declaration = CommandDeclaration(
    name: "say", abstract: "a line every pair sees at its next run and in kata status",
    discussion: """
      Puts one line before every pair, such as kata dashboard say room "stop: debrief at
      11:00": each sees it once, at its next kata test or kata watch run, and in kata status
      while it stands; the wall shows it above the lights. The words after DIR are the
      line, quoted or not. An empty LINE ("") clears it. At most 200 characters, without
      control characters.
      """,
    operands: [
      DashboardCommand.room,
      OperandDeclaration("LINE", missingName: "the line to say (LINE)", repeating: true),
    ]
  ).formerly(flagWithOperand: "--say")

  /// `DIR`: the room, as typed.
  let room: String
  /// `LINE`: the words to say, joined and trimmed; empty to clear the line.
  let line: String

  init(_ parsed: ParsedCommand) throws(UsageError) {
    room = parsed.operands[0]
    line = parsed.operands.dropFirst().joined(separator: " ").trimmingCharacters(in: .whitespaces)
    if !line.isEmpty, let refusal = RoomMessage.refusal(of: line) {
      throw .invalidValue(Self.shown(line), for: "LINE", expected: refusal)
    }
  }

  /// Keeps the line as the room's, or clears it when it is empty, and says what it did. A
  /// line with a control character, or of more than 200 characters, is refused as a usage
  /// error.
  func run(in context: CommandContext) throws -> ExitCode {
    let folder = try DashboardCommand.classroom(room, in: context)
    let console = context.console
    guard !line.isEmpty else {
      let had = try RoomMessage.write(nil, in: folder)
      console.line(
        had ? "Cleared the line to the room." : "The room has no line to clear.")
      return .success
    }
    try RoomMessage.write(line, in: folder)
    console.line(
      "Said to the room: \(line)\nEvery pair sees it at its next run and in 'kata status'; '\(context.invocation.typed("dashboard say \(room) \"\""))' clears it."
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
