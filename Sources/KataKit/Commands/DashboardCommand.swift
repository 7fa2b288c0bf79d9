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
    .value("--interval"),
  ]
  static let maximumOperands = 1
  static let help = """
    Usage: kata dashboard DIR [--output FILE] [--format html|json|markdown]
                          [--sort progress|name] [--watch [--interval SECONDS]]

    The instructor's view of a classroom folder (see 'kata start --classroom'): one row
    per learner and kata, every run's light in minute columns aligned across the room
    (quiet stretches of more than five minutes collapsed), the step, steps done, the
    red, amber and green counts, predictions, hints, steps green before red, the last
    coverage and, in test-first mode, chaffs caught. Writes one self-contained HTML page
    (default DIR/dashboard.html); --format json or markdown prints the same data. With
    --watch it writes the page again whenever the folder changes (checking every 10 s or
    --interval), and the page reloads itself. Damaged journal lines are skipped with a
    warning; nothing in DIR is written but the output.

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
    let watching = options.flag("--watch")
    let output =
      options.value("--output").map(context.url)
      ?? (format == "html" ? room.appendingPathComponent("dashboard.html") : nil)
    func render() throws {
      let classroom = Classroom(folder: room)
      for warning in classroom.warnings { console.error("warning: \(warning)", tool: "kata") }
      let dashboard = Dashboard(classroom: classroom, order: order)
      let text =
        switch format {
        case "json": dashboard.json
        case "markdown": dashboard.markdown
        default: dashboard.html(refresh: watching ? Int(interval.rounded(.up)) : nil)
        }
      guard let output else { return console.write(text) }
      try PackageFolder.write(Data(text.utf8), to: output)
      console.line(
        "Wrote \(context.shown(output)): \(CommandContext.count(dashboard.rows.count, "row")), \(CommandContext.count(dashboard.rows.map(\.runs.count).reduce(0, +), "run"))"
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
