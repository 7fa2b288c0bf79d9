import CommandLineSupport
import Foundation

/// `kata dashboard DIR`: the classroom's lights as one HTML page (or JSON or Markdown),
/// written once, or again whenever the folder changes with `--watch`; the group of the
/// room's other uses, each a subcommand.
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
  /// `DIR`, the classroom folder every use of the dashboard works on.
  static let room = OperandDeclaration(
    "DIR", missingName: "the classroom folder (DIR)", completion: .files)

  /// The room's other uses, each a subcommand: serving it, its debrief, a line to it and
  /// its breaks.
  static let subcommands: [any ToolCommand<CommandContext>.Type] = [
    DashboardServeCommand.self, DashboardRetroCommand.self, DashboardSayCommand.self,
    DashboardPauseCommand.self, DashboardResumeCommand.self,
  ]

  /// `dashboard DIR`, which writes the page, and its subcommands.
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

      The room's other uses are subcommands: 'kata dashboard serve DIR' makes this laptop
      the classroom, 'retro DIR' prints its debrief, 'say DIR LINE' puts a line before every
      pair, and 'pause DIR' and 'resume DIR' stop and start its clocks for a break. See
      'kata help dashboard serve' and the others. Their former spellings (--serve PORT,
      --retro, --say LINE, --pause, --resume) still work in this release, with a warning.
      """,
    options: [output, format, sort, projector, anonymous, watch, interval],
    operands: [room],
    subcommands: subcommands.map { $0.declaration })

  /// `DIR`: the room, as typed.
  let room: String
  /// `--output FILE`: where the page or data goes, when given.
  let output: FilePath?
  /// `--format`: what is written.
  let format: DashboardFormat
  /// `--sort`: the order of the rows.
  let sort: Dashboard.Order
  /// `--projector` and `--anonymous`: how the page is laid out and names the pairs.
  let view: DashboardView
  /// `--watch`: whether the page is written again whenever the folder changes.
  let watch: Bool
  /// `--interval SECONDS`: how often `--watch` looks at the folder.
  let interval: Seconds

  init(_ parsed: ParsedCommand) throws(UsageError) {
    room = parsed.operands[0]
    output = try parsed.value(Self.output)
    format = try parsed.value(Self.format)
    sort = try parsed.value(Self.sort)
    view = DashboardView(
      layout: parsed.flag(Self.projector) ? .projector : .desk,
      anonymous: parsed.flag(Self.anonymous))
    watch = parsed.flag(Self.watch)
    interval = try parsed.value(Self.interval)
  }

  /// Writes the dashboard of the classroom folder, once or whenever it changes.
  func run(in context: CommandContext) throws -> ExitCode {
    let folder = try Self.classroom(room, in: context)
    let seconds = interval.value
    let page = DashboardPage(
      room: folder, format: format, order: sort, view: view,
      refresh: watch ? Int(seconds.rounded(.up)) : nil,
      output: output.map { context.url($0.text) }
        ?? (format == .html ? folder.appendingPathComponent("dashboard.html") : nil))
    try page.write(in: context)
    if watch { try page.rewrite(every: seconds, in: context) }
    return .success
  }

  /// The classroom folder `folder`, as typed, names; a usage error when it is no folder.
  static func classroom(_ folder: String, in context: CommandContext) throws -> URL {
    let room = context.url(folder)
    guard FileManager.default.isFolder(atPath: room.path) else {
      throw UsageError.invalidValue(
        folder, for: "DIR",
        expected: "a classroom folder that exists (kata dashboard serve DIR makes one)")
    }
    return room
  }
}
