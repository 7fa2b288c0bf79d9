import CommandLineSupport
import Foundation

/// `kata dashboard DIR`: the classroom's lights as one HTML page (or JSON or Markdown),
/// written once, or again whenever the folder changes with `--watch`.
struct DashboardCommand: KataCommand {
  static let name = "dashboard"
  static let synopsis = "dashboard DIR"
  static let summary = "the instructor's live view of a classroom folder"
  static let options: [OptionSpec] = [
    .value("--output"), .value("--format"), .value("--sort"), .flag("--watch"),
    .value("--interval"), .value("--serve"), .value("--host"), .value("--room-token"),
    .flag("--projector"), .flag("--anonymous"), .flag("--retro"),
  ]
  static let maximumOperands = 1
  static let help = """
    Usage: kata dashboard DIR [--output FILE] [--format html|json|markdown]
                          [--sort progress|name] [--projector] [--anonymous]
                          [--watch [--interval SECONDS]]
           kata dashboard DIR --serve PORT [--host ADDRESS] [--room-token TOKEN]
           kata dashboard DIR --retro

    The instructor's view of a classroom (see 'kata start --classroom'): one row per
    learner and kata, every run's light in minute columns aligned across the room (quiet
    stretches of more than five minutes collapsed), the step, steps done, the red, amber
    and green counts, predictions, hints, steps green before red, the last coverage and,
    in test-first mode, chaffs caught and missed. Writes one self-contained HTML page
    (default DIR/dashboard.html); --format json or markdown prints the same data.
    --projector lays the page out for a wall: large type, the step of the total, the
    minutes on it, the driver, the newest minutes and the pairs that may be stuck (past
    their time box, or not green for 10 minutes). --anonymous shows animal names. With
    --watch it writes the page again whenever the folder changes (checking every 10 s or
    --interval); the page reloads itself and keeps its sort and scroll.

    --serve PORT makes this laptop the classroom for a room with no shared folder: the
    learners' workspaces post their journal entries and code over HTTP (with the room
    token, which it prints: --room-token chooses it, else DIR/.room-token keeps one), and
    they are appended to DIR as a shared folder would get them. It serves the pages at
    http://ADDRESS:PORT/ and /projector (add ?anonymous=1), which update themselves, and
    a click on a light shows that run's code against the run before. --host 127.0.0.1
    keeps it to this machine (default: every interface). Press q or Ctrl-C to stop.

    --retro prints the room's debrief: the chaffs most often missed, the slowest steps,
    the steps most often green before red, and the guides' questions for them. Damaged
    journal lines are skipped with a warning; nothing in DIR is written but the output.

    """

  static func run(_ operands: [String], options: ParsedArguments, in context: CommandContext)
    throws -> ExitCode
  {
    guard let folder = operands.first else {
      throw UsageError.missingOperand("the classroom folder (DIR)")
    }
    let console = context.console
    let watchControl = context.watchControl
    let room = context.url(folder)
    guard FileManager.default.isFolder(atPath: room.path) else {
      throw UsageError.invalidValue(folder, for: "kata dashboard", expected: "a classroom folder")
    }
    let format = options.value("--format") ?? "html"
    guard ["html", "json", "markdown"].contains(format) else {
      throw UsageError.invalidValue(format, for: "--format", expected: "html, json or markdown")
    }
    let sort = options.value("--sort") ?? "progress"
    guard let order = Dashboard.Order(rawValue: sort) else {
      throw UsageError.invalidValue(sort, for: "--sort", expected: "progress or name")
    }
    var interval = 10.0
    if let text = options.value("--interval") {
      guard let seconds = Double(text), seconds > 0 else {
        throw UsageError.invalidValue(text, for: "--interval", expected: "seconds, more than 0")
      }
      interval = seconds
    }
    let view = DashboardView(
      layout: options.flag("--projector") ? .projector : .desk,
      anonymous: options.flag("--anonymous"))
    if let port = options.value("--serve") {
      return try serve(room, port: port, options: options, in: context)
    }
    if options.flag("--retro") {
      let guides =
        (try? context.catalog(options)).map { catalog in
          Dictionary(
            uniqueKeysWithValues: catalog.kataIDs.compactMap { id in
              (try? String(
                contentsOf: catalog.folder.appendingPathComponent("\(id)/guide.md"), encoding: .utf8
              ))
              .map { (id, $0) }
            })
        } ?? [:]
      let classroom = Classroom(folder: room)
      for warning in classroom.warnings { console.error("warning: \(warning)", tool: "kata") }
      console.write(
        Retrospective(dashboard: Dashboard(classroom: classroom), guides: guides).markdown)
      return .success
    }
    let watching = options.flag("--watch")
    let output =
      options.value("--output").map(context.url)
      ?? (format == "html" ? room.appendingPathComponent("dashboard.html") : nil)
    func render() throws {
      let classroom = Classroom(folder: room)
      for warning in classroom.warnings { console.error("warning: \(warning)", tool: "kata") }
      let dashboard = Dashboard(classroom: classroom, order: order, now: context.now())
      let text =
        switch format {
        case "json": dashboard.json
        case "markdown": dashboard.markdown
        default: dashboard.html(view: view, refresh: watching ? Int(interval.rounded(.up)) : nil)
        }
      guard let output else { return console.write(text) }
      try PackageFolder.write(Data(text.utf8), to: output)
      console.line(
        "Wrote \(context.shown(output)): \(dashboard.rows.count.counting("row")), \((dashboard.rows.map(\.runs.count).reduce(0, +)).counting("run"))"
      )
    }
    try render()
    guard watching else { return .success }
    var last = Self.signature(of: room, leaving: output)
    while !watchControl.shouldStop() {
      watchControl.pause(interval)
      let now = Self.signature(of: room, leaving: output)
      if now != last {
        try render()
        last = now
      }
    }
    return .success
  }

  /// Serves the classroom in `room` over HTTP until the instructor stops it.
  private static func serve(
    _ room: URL, port text: String, options: ParsedArguments, in context: CommandContext
  ) throws -> ExitCode {
    guard let port = UInt16(text) else {
      throw UsageError.invalidValue(
        text, for: "--serve", expected: "a port from 1 to 65535, or 0 for any free one")
    }
    let token = try roomToken(options.value("--room-token"), room: room)
    let host = options.value("--host") ?? "0.0.0.0"
    let classroom = ClassroomServer(folder: room, token: token, now: context.now)
    let server: HTTPServer
    do {
      server = try HTTPServer(host: host, port: port, screen: classroom.screen) {
        classroom.respond(to: $0)
      }
    } catch {
      throw KataError.file(
        path: "\(host):\(port)", reason: "cannot serve the classroom there: \(error)")
    }
    let addresses = host == "0.0.0.0" ? NetworkAddresses.ipv4() : [host]
    let console = context.console
    console.line(
      "Serving the classroom \(context.shown(room)) at "
        + addresses.map { "http://\($0):\(server.port)" }.joined(separator: ", ")
        + " (the wall: /projector)")
    console.line("Room token: \(token)")
    console.line(
      "Learners start with: kata start KATA --name NAME --classroom http://\(addresses.first ?? host):\(server.port) --room-token \(token)"
    )
    let thread = Thread { server.run() }
    thread.start()
    while !context.watchControl.shouldStop() { context.watchControl.pause(0.5) }
    server.stop()
    return .success
  }

  /// The room's token: the one given, else the one kept in the room, else a new one, kept
  /// there readable by its owner only.
  static func roomToken(_ given: String?, room: URL) throws -> String {
    let file = room.appendingPathComponent(".room-token")
    if let given {
      guard given.count >= 6, given.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
        throw UsageError.invalidValue(
          given, for: "--room-token", expected: "6 or more letters, digits or dashes")
      }
      return given
    }
    if let kept = try? String(contentsOf: file, encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines), !kept.isEmpty
    {
      return kept
    }
    let letters = Array("ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
    var generator = SystemRandomNumberGenerator()
    let token = String((0..<8).map { _ in letters.randomElement(using: &generator)! })
    let shown = token.prefix(4) + "-" + token.suffix(4)
    do {
      try AtomicFile.write(Data((shown + "\n").utf8), to: file, mode: 0o600)
    } catch {
      throw KataError.file(path: error.path, reason: error.reason)
    }
    return String(shown)
  }

  /// The journals of a classroom folder by path, size and time, to notice a change; the
  /// dashboard's own output is left out.
  static func signature(of folder: URL, leaving output: URL?) -> [String] {
    (FileManager.default.subpaths(atPath: folder.path) ?? []).sorted().compactMap { path in
      let url = folder.appendingPathComponent(path)
      guard path.hasSuffix(".jsonl"), url.standardizedFileURL != output?.standardizedFileURL,
        let values = try? url.resourceValues(forKeys: [.fileSizeKey, .contentModificationDateKey])
      else { return nil }
      return
        "\(path) \(values.fileSize ?? 0) \(values.contentModificationDate?.timeIntervalSince1970 ?? 0)"
    }
  }
}
