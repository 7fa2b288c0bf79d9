import CommandLineSupport
import Foundation

extension KataTool {
  /// `kata dashboard DIR`: the classroom's lights as one HTML page (or JSON or Markdown),
  /// written once, or again whenever the folder changes with `--watch`.
  func dashboard(_ folder: String, options: ParsedArguments) throws -> ExitCode {
    let room = url(folder)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: room.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
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
      options.value("--output").map(url)
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
      try Workspace.write(Data(text.utf8), to: output)
      console.line(
        "Wrote \(shown(output)): \(Self.count(dashboard.rows.count, "row")), \(Self.count(dashboard.rows.map(\.runs.count).reduce(0, +), "run"))"
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
