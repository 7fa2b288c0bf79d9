import CommandLineSupport
import Foundation

/// `kata dashboard retro ROOM`: the room's debrief, of the whole room or of a block of the
/// day (`--since 10:00 --until 12:00`), with the guides' questions for what it found.
enum RoomDebrief {
  /// The debrief of the room in `room`, or of its `block` of the day, as `command` asks:
  /// printed in Markdown, or with `--format html` written as the wall's page (to `--output`,
  /// else printed), each pair named by its animal with `--anonymous`; it warns of the
  /// journal lines it skipped. The questions come from the guides of the katas the command
  /// line finds, when it finds them.
  static func debrief(
    _ command: DashboardRetroCommand, room: URL, block range: DebriefRange?,
    in context: CommandContext
  ) throws -> ExitCode {
    let format = command.format
    let console = context.console
    for warning in Classroom(folder: room).warnings {
      console.error("warning: \(warning)", tool: "kata")
    }
    let catalog = try? context.catalog(command.katas)
    if catalog == nil {
      console.error(
        "warning: the katas were not found from here, so the debrief has no guide's questions: pass --katas DIR or set KATA_PATH",
        tool: "kata")
    }
    let retrospective = Retrospective(
      room: room, range: range, guides: guides(in: catalog), calendar: context.calendar,
      now: context.now(), anonymous: command.anonymous)
    let text =
      format == .html
      ? RetroPage(retrospective: retrospective).html()
      : TerminalText.cleaned(retrospective.markdown, keepingLines: true)
    guard let output = command.output.map({ context.url($0.text) })
    else {
      console.write(text)
      return .success
    }
    try PackageFolder.write(Data(text.utf8), to: output)
    console.line(
      "Wrote \(context.shown(output)): the debrief\(range == nil ? "" : " of the block")")
    return .success
  }

  /// The block of the day `command`'s `--since` and `--until` give, read today in the
  /// context's calendar; `nil` when neither is given. A value that is not a time, or a block
  /// that ends before it begins, is a usage error naming the option.
  static func range(
    _ command: DashboardRetroCommand, in context: CommandContext
  ) throws(UsageError) -> DebriefRange? {
    let typed = (since: command.since, until: command.until)
    guard typed.since != nil || typed.until != nil else { return nil }
    let (now, calendar) = (context.now(), context.calendar)
    let range = DebriefRange(
      since: try typed.since?.moment(now: now, calendar: calendar),
      until: try typed.until?.moment(now: now, calendar: calendar))
    if let start = range.since, let end = range.until, end <= start,
      let from = typed.since, let to = typed.until
    {
      throw .invalidValue(
        to.text, for: DashboardRetroCommand.until.name,
        expected: "a time after --since \(from.text)")
    }
    return range
  }

  /// The guides of the katas in `catalog` by kata, for the debrief's questions.
  static func guides(in catalog: KataCatalog?) -> [String: String] {
    guard let catalog else { return [:] }
    return Dictionary(
      uniqueKeysWithValues: catalog.kataIDs.compactMap { id in
        (try? String(
          contentsOf: catalog.folder.appendingPathComponent("\(id)/guide.md"), encoding: .utf8))
          .map { (id, $0) }
      })
  }
}
