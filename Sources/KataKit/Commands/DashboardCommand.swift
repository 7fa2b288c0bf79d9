import CommandLineSupport
import Foundation

/// `kata dashboard DIR`: the classroom's lights as one HTML page (or JSON or Markdown),
/// written once, or again whenever the folder changes with `--watch`.
struct DashboardCommand: KataCommand {
  /// `--output FILE`: where the page or data goes.
  static let output = Option<FilePath?>(
    "--output", "FILE", help: "where to write it", defaultText: "DIR/dashboard.html, or print it")
  /// `--format html|json|markdown`: what is written.
  static let format = Option<DashboardFormat>(
    "--format", help: "the page, or the same data", defaultValue: .html)
  /// `--sort progress|name`: the order of the rows.
  static let sort = Option<Dashboard.Order>(
    "--sort", help: "the rows by progress or by name", defaultValue: .progress)
  /// `--projector`: the page laid out for a wall.
  static let projector = OptionDeclaration.flag(
    "--projector", help: "lay the page out for a wall, with the pairs that may be stuck")
  /// `--anonymous`: animal names for the learners.
  static let anonymous = OptionDeclaration.flag(
    "--anonymous", help: "show animal names rather than the learners'")
  /// `--watch`: writes the page again whenever the folder changes.
  static let watch = OptionDeclaration.flag(
    "--watch", help: "write it again whenever the folder changes")
  /// `--interval SECONDS`: how often `--watch` looks at the folder.
  static let interval = Option<Seconds>(
    "--interval", "SECONDS", help: "how often --watch looks at the folder",
    defaultValue: 10)
  /// `--serve PORT`: this laptop as the classroom's server.
  static let serve = Option<ServePort?>(
    "--serve", "PORT", help: "serve the room over HTTP on PORT (0 for any free one)")
  /// `--host ADDRESS`: where `--serve` listens.
  static let host = Option<String?>(
    "--host", "ADDRESS", help: "where to listen", defaultText: "every interface")
  /// `--room-token TOKEN`: the token the server asks of every workspace.
  static let token = Option<RoomToken?>(
    "--room-token", "TOKEN", help: "the room token",
    defaultText: "kept in DIR/.room-token, else new")

  /// `--retro`: the room's debrief.
  static let retro = OptionDeclaration.flag(
    "--retro", help: "the room's debrief: Markdown, or the wall's page with --format html")
  /// `--since TIME`: the debrief's block begins then.
  static let since = Option<DebriefMoment?>(
    "--since", "HH:MM", help: "the debrief from then on (today, in this machine's time zone)")
  /// `--until TIME`: the debrief's block ends then.
  static let until = Option<DebriefMoment?>(
    "--until", "HH:MM", help: "the debrief up to then (--since and --until need --retro)")

  /// `dashboard DIR`, with an option group for each of its three uses.
  static let declaration = CommandDeclaration(
    name: "dashboard", abstract: "the instructor's live view of a classroom folder",
    discussion: """
      The instructor's view of a classroom (see 'kata start --classroom'): one row per
      learner and kata, every run's light in minute columns aligned across the room (quiet
      stretches of more than five minutes collapsed), the step, steps done, the red, amber
      and green counts, predictions, hints, steps green before red, the last coverage and,
      in test-first mode, chaffs caught and missed. Writes one self-contained HTML page
      (DIR/dashboard.html, or --output); --format json or markdown prints the same data.
      --projector lays the page out for a wall: large type, the step of the total, the
      minutes on it, the driver, the newest minutes and the pairs that may be stuck (past
      their time box, or not green for 10 minutes; never a pair whose last light is green
      or whose kata is done). --anonymous shows animal names. With
      --watch it writes the page again whenever the folder changes (checking every 10 s or
      --interval); the page reloads itself and keeps its sort and scroll.

      --serve PORT makes this laptop the classroom for a room with no shared folder: the
      learners' workspaces post their journal entries and code over HTTP (with the room
      token, which it prints: --room-token chooses it, else DIR/.room-token keeps one), and
      they are appended to DIR as a shared folder would get them. It serves the pages at
      http://ADDRESS:PORT/ and /projector (add ?anonymous=1), which update themselves, and
      a click on a light shows that run's code against the run before. --host 127.0.0.1
      keeps it to this machine, as every interface is served otherwise. Press q or Ctrl-C
      to stop.

      --pause at the start of a break stops every pair's clock, and --resume at its end
      starts them again: the minutes between count on no one's step, and a served room
      shows the change at once.

      --say LINE puts one line before every pair, such as --say "stop: debrief at 11:00":
      each sees it once, at its next kata test or kata watch run, and in kata status while
      it stands; the wall shows it above the lights. --say "" clears it. At most 200
      characters, without control characters.

      --retro prints the room's debrief: the chaffs most often missed, the slowest steps,
      the steps most often green before red, the steps that never went green, the longest
      red stretches, and the guides' questions for them. --since and --until keep it to a
      block of the day, such as --since 10:00 --until 12:00: times are today's, in this
      machine's time zone (YYYY-MM-DD HH:MM for another day), and the debrief says the
      block first. Damaged journal lines are skipped with a warning; nothing in DIR is
      written but the output.
      """,
    sections: [
      OptionSection(
        "Writing the page", [output, format, sort, projector, anonymous, watch, interval]),
      OptionSection("Serving the room", [serve, host, token], modes: [serve]),
      OptionSection("Breaks", [pause, resume], modes: [pause, resume]),
      OptionSection("Talking to the room", [say], modes: [say]),
      OptionSection("Debriefing", [retro, since, until], modes: [retro]),
    ],
    operands: [
      OperandDeclaration(
        "DIR", missingName: "the classroom folder (DIR)", completion: .files)
    ])

  /// Writes the dashboard of the classroom folder, serves the room, or prints its debrief.
  static func run(_ parsed: ParsedCommand, in context: CommandContext) throws -> ExitCode {
    let folder = parsed.operands[0]
    let room = context.url(folder)
    // Serving a room is how a workshop begins: the folder is made if it is not there yet,
    // and taken away again when the server could not start (a port in use).
    let made = parsed.isGiven(serve) && !FileManager.default.fileExists(atPath: room.path)
    if made {
      do {
        try FileManager.default.createDirectory(at: room, withIntermediateDirectories: false)
      } catch {
        throw KataError.file(path: room.path, reason: FileErrors.reason(for: error, at: room.path))
      }
    }
    guard FileManager.default.isFolder(atPath: room.path) else {
      throw UsageError.invalidValue(folder, for: "kata dashboard", expected: "a classroom folder")
    }
    let format =
      try parsed.value(Self.format)
    let order =
      try parsed.value(sort)
    let interval =
      try parsed.value(Self.interval).value
    let block = try RoomDebrief.range(parsed, in: context)
    if parsed.flag(retro) {
      return try RoomDebrief.debrief(parsed, room: room, block: block, in: context)
    }
    if parsed.flag(pause) || parsed.flag(resume) {
      return try pauseOrResume(parsed, room: room, name: folder, in: context)
    }
    if let line = try parsed.value(say) {
      return try sayToRoom(line, room: room, name: folder, in: context)
    }
    if let port = try parsed.value(serve) {
      do {
        return try RoomServing.serve(room, port: port, parsed: parsed, in: context)
      } catch {
        if made { removeIfUnused(room) }
        throw error
      }
    }
    let page = DashboardPage(
      room: room, format: format, order: order,
      view: DashboardView(
        layout: parsed.flag(projector) ? .projector : .desk, anonymous: parsed.flag(anonymous)),
      refresh: parsed.flag(watch) ? Int(interval.rounded(.up)) : nil,
      output: try parsed.value(output).map { context.url($0.text) }
        ?? (format == .html ? room.appendingPathComponent("dashboard.html") : nil))
    try page.write(in: context)
    if parsed.flag(watch) { try page.rewrite(every: interval, in: context) }
    return .success
  }

  /// Removes `room`, a folder this command made, when it holds nothing but its token and
  /// its lock.
  private static func removeIfUnused(_ room: URL) {
    let held = (try? FileManager.default.contentsOfDirectory(atPath: room.path)) ?? []
    guard Set(held).isSubset(of: [RoomServing.tokenFile, RoomServing.lockFile]) else { return }
    try? FileManager.default.removeItem(at: room)
  }
}
