import CommandLineSupport
import Foundation

/// `kata dashboard ROOM --retro`: the room's debrief, of the whole room or of a block of the
/// day (`--since 10:00 --until 12:00`), with the guides' questions for what it found.
extension DashboardCommand {
  /// `--retro`: the room's debrief.
  static let retro = OptionDeclaration.flag(
    "--retro", help: "print the room's debrief, in Markdown")
  /// `--since TIME`: the debrief's block begins then.
  static let since = OptionDeclaration.option(
    "--since", "HH:MM", help: "the debrief from then on (today, in this machine's time zone)")
  /// `--until TIME`: the debrief's block ends then.
  static let until = OptionDeclaration.option(
    "--until", "HH:MM", help: "the debrief up to then (--since and --until need --retro)")

  /// Prints the debrief of the room in `room`, or of its `block` of the day, warning of the
  /// journal lines it skipped; the questions come from the guides of the katas the command
  /// line finds, when it finds them.
  static func debrief(
    _ parsed: ParsedCommand, room: URL, block range: DebriefRange?, in context: CommandContext
  ) -> ExitCode {
    let console = context.console
    let classroom = Classroom(folder: room)
    for warning in classroom.warnings { console.error("warning: \(warning)", tool: "kata") }
    let dashboard = Dashboard(
      classroom: range?.cut(classroom) ?? classroom,
      now: range?.end(at: context.now()) ?? context.now(), since: range?.since)
    var retrospective = Retrospective(
      dashboard: dashboard, guides: guides(in: try? context.catalog(parsed)))
    retrospective.covers = range?.description(in: context.calendar)
    retrospective.endsAt = range?.until.map { DebriefRange.time($0, in: context.calendar) }
    console.write(TerminalText.cleaned(retrospective.markdown, keepingLines: true))
    return .success
  }

  /// The block of the day `--since` and `--until` give, read today in the context's
  /// calendar; `nil` when neither is given. Either without `--retro`, a value that is not a
  /// time, or a block that ends before it begins is a usage error naming the option.
  static func debriefRange(
    _ parsed: ParsedCommand, in context: CommandContext
  ) throws(UsageError) -> DebriefRange? {
    let typed = (since: parsed.value(since), until: parsed.value(until))
    guard typed.since != nil || typed.until != nil else { return nil }
    let read = { (option: OptionDeclaration) throws(UsageError) -> Int? in
      try parsed.value(option, expected: DebriefRange.expected) {
        DebriefRange.moment($0, now: context.now(), calendar: context.calendar)
      }
    }
    guard parsed.flag(retro) else {
      let option = typed.since != nil ? since : until
      throw .invalidValue(
        parsed.value(option) ?? "", for: option.name,
        expected: "--retro with it: only the debrief takes a block of the day")
    }
    let range = DebriefRange(since: try read(since), until: try read(until))
    if let start = range.since, let end = range.until, end <= start, let typed = typed.since {
      throw .invalidValue(
        parsed.value(until) ?? "", for: until.name, expected: "a time after --since \(typed)")
    }
    return range
  }

  /// The guides of the katas in `catalog` by kata, for the debrief's questions.
  private static func guides(in catalog: KataCatalog?) -> [String: String] {
    guard let catalog else { return [:] }
    return Dictionary(
      uniqueKeysWithValues: catalog.kataIDs.compactMap { id in
        (try? String(
          contentsOf: catalog.folder.appendingPathComponent("\(id)/guide.md"), encoding: .utf8))
          .map { (id, $0) }
      })
  }
}
