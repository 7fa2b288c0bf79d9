import CommandLineSupport
import Foundation

/// What `kata dashboard` writes, how, and where: the page written once, or again whenever
/// the classroom folder changes with `--watch`.
struct DashboardPage {
  /// The classroom folder.
  var room: URL
  var format: DashboardFormat
  var order: Dashboard.Order
  var view: DashboardView
  /// The seconds after which the page reloads itself, when it is kept up to date.
  var refresh: Int?
  /// The file written; `nil` to print.
  var output: URL?

  /// Writes the page once from the classroom folder as it is now.
  func write(in context: CommandContext) throws {
    let console = context.console
    let classroom = Classroom(folder: room)
    for warning in classroom.warnings { console.error("warning: \(warning)", tool: "kata") }
    let dashboard = Dashboard(classroom: classroom, order: order, now: context.now())
    let text =
      switch format {
      case .json: dashboard.json
      case .markdown: dashboard.markdown
      case .html: dashboard.html(view: view, refresh: refresh)
      }
    guard let output = output else {
      // A terminal shows it: nothing a journal held may move its cursor or reverse a line.
      return console.write(
        format == .markdown ? TerminalText.cleaned(text, keepingLines: true) : text)
    }
    try PackageFolder.write(Data(text.utf8), to: output)
    console.line(
      "Wrote \(context.shown(output)): \(dashboard.rows.count.counting("row")), \((dashboard.rows.map(\.runs.count).reduce(0, +)).counting("run"))"
    )
  }

  /// Writes the page again whenever the journals in its folder change, looking every
  /// `interval` seconds, until the instructor stops it.
  func rewrite(every interval: Double, in context: CommandContext) throws {
    let watchControl = context.watchControl
    var last = Self.signature(of: room, leaving: output)
    watchControl.listen()
    while !watchControl.shouldStop() {
      watchControl.pause(interval)
      let now = Self.signature(of: room, leaving: output)
      if now != last {
        try write(in: context)
        last = now
      }
    }
  }

  /// The journals of a classroom folder, and the line to the room, by path, size and time,
  /// to notice a change; the dashboard's own output is left out.
  static func signature(of folder: URL, leaving output: URL?) -> [String] {
    (FileManager.default.subpaths(atPath: folder.path) ?? []).sorted().compactMap { path in
      let url = folder.appendingPathComponent(path)
      guard path.hasSuffix(".jsonl") || path == RoomMessage.fileName,
        url.standardizedFileURL != output?.standardizedFileURL,
        let values = try? url.resourceValues(forKeys: [.fileSizeKey, .contentModificationDateKey])
      else { return nil }
      return
        "\(path) \(values.fileSize ?? 0) \(values.contentModificationDate?.timeIntervalSince1970 ?? 0)"
    }
  }
}
