import CommandLineSupport
import Foundation

/// `kata dashboard retro DIR`: the room's debrief, of the whole day or of a block of it.
struct DashboardRetroCommand: KataCommand {
  /// `--format markdown|html`: the debrief as text, or as the wall's page.
  static let format = Option<DashboardFormat>(
    "--format", help: "markdown, or html for the wall's page", defaultValue: .markdown)
  /// `--output FILE`: where the debrief goes.
  static let output = Option<FilePath?>(
    "--output", "FILE", help: "where to write it", defaultText: "print it")
  /// `--since TIME`: the debrief's block begins then.
  static let since = Option<DebriefMoment?>(
    "--since", "HH:MM", help: "the debrief from then on (today, in this machine's time zone)")
  /// `--until TIME`: the debrief's block ends then.
  static let until = Option<DebriefMoment?>(
    "--until", "HH:MM", help: "the debrief up to then")

  /// `dashboard retro DIR`, formerly `dashboard DIR --retro`.
  static let declaration = CommandDeclaration(
    name: "retro", abstract: "the room's debrief, with the guides' questions",
    discussion: """
      Prints the room's debrief: the chaffs most often missed, the slowest steps, the
      steps most often green before red, the steps that never went green, the longest
      stretches without green, and the guides' questions for them. --since and --until keep
      it to a block of the day, such as --since 10:00 --until 12:00: times are today's, in
      this machine's time zone (YYYY-MM-DD HH:MM for another day), and the debrief says the
      block first. --format html writes the wall's page of it. Damaged journal lines are
      skipped with a warning; nothing in DIR is written.
      """,
    options: [format, output, DashboardCommand.anonymous, since, until],
    operands: [DashboardCommand.room]
  ).formerly(flag: "--retro")

  /// `DIR`: the room, as typed.
  let room: String
  /// `--format markdown|html`: the debrief as text, or as the wall's page.
  let format: DashboardFormat
  /// `--output FILE`: where the debrief goes; printed when `nil`.
  let output: FilePath?
  /// `--anonymous`: whether pairs are named by their animals.
  let anonymous: Bool
  /// `--since TIME` and `--until TIME`: the block of the day, when given.
  let since: DebriefMoment?
  let until: DebriefMoment?
  /// `--katas DIR`: where the katas are, for the guides' questions.
  let katas: FilePath?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    room = parsed.operands[0]
    format = try parsed.value(Self.format)
    guard format != .json else {
      throw .invalidValue(
        "json", for: "--format", expected: "markdown, or html for the wall's page")
    }
    output = try parsed.value(Self.output)
    anonymous = parsed.flag(DashboardCommand.anonymous)
    since = try parsed.value(Self.since)
    until = try parsed.value(Self.until)
    katas = try parsed.value(KataOption.katas)
  }

  /// Prints or writes the debrief.
  func run(in context: CommandContext) throws -> ExitCode {
    let folder = try DashboardCommand.classroom(room, in: context)
    return try RoomDebrief.debrief(
      self, room: folder, block: try RoomDebrief.range(self, in: context), in: context)
  }
}
