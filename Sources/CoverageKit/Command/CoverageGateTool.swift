import CommandLineSupport
import Foundation

/// The `coverage-gate` command: reads llvm-cov exports, checks thresholds, writes reports.
///
/// `coverage-gate [EXPORT.json …]` gates existing exports, `coverage-gate run [-- ARGS…]`
/// runs `swift test --enable-code-coverage` first, and `coverage-gate merge` merges exports.
/// Exit status: 0 when every check passed, 1 when one failed, 2 for a usage or input error.
public struct CoverageGateTool {
  private let currentDirectory: URL
  private let console: Console
  private let now: () -> Date
  private let environment: [String: String]

  /// Creates the tool.
  ///
  /// - Parameters:
  ///   - currentDirectory: where relative paths and `.coverage-gate.json` are looked up.
  ///   - console: where reports and errors go.
  ///   - now: the clock for report timestamps.
  ///   - environment: where `comment` finds GitHub's variables and token.
  public init(
    currentDirectory: URL, console: Console, now: @escaping () -> Date = Date.init,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.currentDirectory = currentDirectory
    self.console = console
    self.now = now
    self.environment = environment
  }

  /// Runs the command in `arguments` (without the program name).
  public func run(_ arguments: [String]) -> ExitCode {
    do {
      switch arguments.first {
      case "run":
        return try runTestsThenGate(Array(arguments.dropFirst()))
      case "merge":
        return try merge(Array(arguments.dropFirst()))
      case "comment":
        return try comment(Array(arguments.dropFirst()))
      default:
        return try gate(arguments)
      }
    } catch let error as UsageError {
      console.error("\(error) (see 'coverage-gate --help')", tool: "coverage-gate")
      return .usage
    } catch {
      console.error("\(error)", tool: "coverage-gate")
      return .usage
    }
  }

  private static let helpOptions: [OptionSpec] = [.flag("--help"), .flag("-h"), .flag("--version")]

  private func handledHelp(_ parsed: ParsedArguments, help: String) -> Bool {
    if parsed.flag("--version") {
      console.line("coverage-gate \(ToolVersion.current) (TDDKit)")
      return true
    }
    guard parsed.flag("--help") || parsed.flag("-h") else { return false }
    console.write(help)
    return true
  }

  // MARK: Gate

  private func gate(_ arguments: [String]) throws -> ExitCode {
    let parsed = try ParsedArguments(arguments, options: GateOptions.specs + Self.helpOptions)
    if handledHelp(parsed, help: Self.help) { return .success }
    return try gate(GateOptions(parsed))
  }

  private func gate(_ options: GateOptions) throws -> ExitCode {
    var (configuration, configDirectory) = try loadConfiguration(options.configPath)
    var root =
      options.root.map(url(for:))
      ?? configuration.root.map {
        URL(fileURLWithPath: $0, relativeTo: configDirectory).standardizedFileURL
      }
      ?? currentDirectory
    var maps = options.maps.map { PathMap(from: $0.from, to: url(for: $0.to).path) }
    // A --root that is no folder here names the folder an export was made in elsewhere
    // (another runner, a container): its files are then looked for under --sources.
    var exportRoot: String?
    if !Self.isFolder(root), options.root != nil {
      exportRoot = root.path
      root = options.sources.map(url(for:)) ?? currentDirectory
      maps.insert(PathMap(from: exportRoot ?? "", to: root.path), at: 0)
    } else if options.sources != nil {
      throw UsageError.invalidValue(
        options.sources ?? "", for: "--sources",
        expected: "only beside a --root that names an export's folder, not a folder here")
    }
    guard Self.isFolder(root) else { throw GateError.noRoot(path: root.path) }
    let exportURLs =
      try options.xcresult.map { try xccovDocuments(of: url(for: $0)) }
      ?? (options.exports.isEmpty
        ? [try SwiftPMExport.location(root: root, arguments: options.swiftTestArguments)]
        : options.exports.map(url(for:)))
    let wantsFunctions = (options.formats + options.outputs.map(\.format)).contains(.lcov)
    let reader = ExportReader(readsFunctions: exportURLs.count > 1 || wantsFunctions)
    let explicitRoot = options.root != nil || configuration.root != nil
    let export = try combinedInput(
      exportURLs, reader: reader, maps: maps, root: explicitRoot ? root.path : nil,
      exportRoot: exportRoot)
    configuration.targets = Dictionary(
      configuration.targets.map { (XccovReader.targetName($0.key), $0.value) }
    ) { first, _ in first }
    try checkAvailable(export.metrics, configuration: configuration, options: options)
    // The command line replaces the configuration's lists rather than adding to them.
    let includes = options.includes.isEmpty ? configuration.include : options.includes
    let excludes = options.excludes.isEmpty ? configuration.exclude : options.excludes
    let selection = FileSelection(
      root: root.path, includes: includes.map(Glob.init), excludes: excludes.map(Glob.init))
    let underRoot = export.files.compactMap { selection.relativePath(of: $0.path) }
    for pattern in includes where !underRoot.contains(where: Glob(pattern).matches) {
      throw GateError.unmatchedGlob(pattern: pattern, key: "include", root: root.path)
    }
    var report = GateReport(export: export, selection: selection)
    guard !report.files.isEmpty else {
      throw GateError.noFilesSelected(root: root.path, exportFiles: export.files.count)
    }
    for pattern in configuration.files.keys.sorted()
    where !report.files.contains(where: { Glob(pattern).matches($0.path) }) {
      throw GateError.unmatchedGlob(pattern: pattern, key: "files", root: root.path)
    }
    warnAboutStaleSources(report: report)
    let targetNames = Set(report.targets.map(\.name))
    if let unknown = configuration.targets.keys.sorted().first(where: { !targetNames.contains($0) })
    {
      throw GateError.invalidConfiguration(
        path: configPath(options), reason: "target \"\(unknown)\" has no selected files")
    }
    report.check(
      total: configuration.total.overridden(by: options.minimums),
      targets: configuration.targets, files: configuration.files)
    if let base = options.diffBase {
      let diff = DiffCoverage(
        base: base, changes: try GitChanges.changedLines(since: base, root: root), report: report)
      report.diff = diff
      if let minimum = options.minimumDiffLines ?? configuration.diff.lines,
        let check = Check(scope: "diff", metric: .lines, threshold: minimum, count: diff.lines)
      {
        report.checks.append(check)
      }
    }
    // Recording a baseline replaces the old one, so it is not checked against it.
    if options.writeBaselinePath == nil,
      let path = options.baselinePath.map(url(for:))
        ?? configuration.baseline.map({ URL(fileURLWithPath: $0, relativeTo: configDirectory) })
    {
      guard FileManager.default.fileExists(atPath: path.path) else {
        throw GateError.missingBaseline(path: path.path)
      }
      let baseline = try Baseline(data: try read(path), path: path.path)
      report.checks += baseline.checks(
        for: report, tolerance: options.tolerance ?? configuration.tolerance ?? 0.01)
    }
    try writeReports(report, options: options)
    if let path = options.writeBaselinePath.map(url(for:)) {
      let baseline = Baseline(report: report)
      try write(baseline.jsonData, to: path)
      console.writeError(
        "coverage-gate: wrote the baseline \(path.path): lines \(Percent.format(baseline.total, decimals: 3)) in all, \(baseline.files.count) files\n"
      )
    }
    return report.passed ? .success : .failure
  }

  /// Warns, in one line, when selected sources are not what the export counted: shorter than
  /// the last line the export counts. The contents decide, never the files' times, which a
  /// checkout or an artifact download changes.
  private func warnAboutStaleSources(report: GateReport) {
    let root = URL(fileURLWithPath: report.root, isDirectory: true)
    let stale = report.files.compactMap { file -> String? in
      // A file that is not here, as when an artifact is gated without its sources, says
      // nothing either way.
      guard let last = file.lineHits.lines.last,
        let data = try? Data(contentsOf: root.appendingPathComponent(file.path))
      else { return nil }
      var lines = data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
      if let end = data.last, end != 0x0A { lines += 1 }
      return Int(last) > lines
        ? "\(file.path): the export counts line \(last), the file has \(lines)" : nil
    }
    guard !stale.isEmpty else { return }
    let named = stale.prefix(3).joined(separator: "; ") + (stale.count > 3 ? "; …" : "")
    console.writeError(
      "coverage-gate: warning: \(stale.count) source\(stale.count == 1 ? " is" : "s are") not what the export counted (\(named)); the figures are of other code: run the tests again\n"
    )
  }

  /// The inputs as one export, their paths moved by `maps`: llvm-cov exports merged (under
  /// `root` when one was given), or xccov's report with its archive. An `exportRoot` must
  /// hold a file of some input, or it is no package root at all.
  private func combinedInput(
    _ urls: [URL], reader: ExportReader, maps: [PathMap], root: String?, exportRoot: String?
  ) throws -> CoverageExport {
    var seen = exportRoot == nil
    func note(_ export: CoverageExport) -> CoverageExport {
      if let exportRoot, !seen {
        seen = export.files.contains {
          PathMap(from: exportRoot, to: "/").apply(to: $0.path) != nil
        }
      }
      return export.mapped(maps)
    }
    var exports: [CoverageExport] = []
    var xccov: [(kind: XccovReader.Kind, export: CoverageExport)] = []
    for url in urls {
      let data = try ExportReader.contents(of: url)
      if var document = try XccovReader().readIfXccov(data, path: url.path) {
        document.export = note(document.export)
        xccov.append(document)
      } else {
        exports.append(note(try reader.read(data, path: url.path)))
      }
    }
    guard seen else { throw GateError.noRoot(path: exportRoot ?? "") }
    guard !xccov.isEmpty else {
      return exports.count == 1
        ? exports[0]
        : try ExportMerger.merge(exports, names: urls.map(\.lastPathComponent), root: root)
    }
    let reports = xccov.filter { $0.kind == .report }.map(\.export)
    let archives = xccov.filter { $0.kind == .archive }.map(\.export)
    guard exports.isEmpty, reports.count <= 1, archives.count <= 1 else {
      throw UsageError.invalidValue(
        urls.map(\.lastPathComponent).joined(separator: " "), for: "the inputs",
        expected: "llvm-cov exports, or one xccov report with at most one xccov archive")
    }
    if let report = reports.first {
      return archives.first.map { XccovReader.combine(report: report, archive: $0) } ?? report
    }
    return archives[0]
  }

  /// Refuses a threshold on a metric the input does not count, such as regions in xccov's.
  private func checkAvailable(
    _ metrics: Set<Metric>, configuration: GateConfiguration, options: GateOptions
  ) throws {
    let all =
      [configuration.total.overridden(by: options.minimums), configuration.diff]
      + Array(configuration.targets.values) + Array(configuration.files.values)
    for metric in Metric.allCases where !metrics.contains(metric) {
      if all.contains(where: { $0[metric] != nil }) {
        throw GateError.metricUnavailable(metric: metric.rawValue)
      }
    }
  }

  /// Runs `xcrun xccov` on a result bundle and returns its report and archive as JSON files.
  private func xccovDocuments(of bundle: URL) throws -> [URL] {
    #if os(macOS)
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("coverage-gate-\(UUID().uuidString)", isDirectory: true)
      var documents: [URL] = []
      for (name, flag) in [("report", "--report"), ("archive", "--archive")] {
        let outcome = try Subprocess.run(["xcrun", "xccov", "view", flag, "--json", bundle.path])
        guard outcome.succeeded else {
          throw GateError.unreadable(
            path: bundle.path, reason: "xcrun xccov view \(flag) failed: \(outcome.errors)")
        }
        let document = folder.appendingPathComponent("\(name).json")
        try write(Data(outcome.output.utf8), to: document)
        documents.append(document)
      }
      return documents
    #else
      throw UsageError.invalidValue(
        bundle.path, for: "--xcresult",
        expected:
          "macOS with Xcode; elsewhere pass the JSON of 'xcrun xccov view --report --json' (and --archive)"
      )
    #endif
  }

  private func configPath(_ options: GateOptions) -> String {
    options.configPath.map { url(for: $0).path }
      ?? currentDirectory.appendingPathComponent(".coverage-gate.json").path
  }

  private func loadConfiguration(_ path: String?) throws -> (GateConfiguration, URL) {
    let url = path.map(url(for:)) ?? currentDirectory.appendingPathComponent(".coverage-gate.json")
    guard path != nil || FileManager.default.fileExists(atPath: url.path) else {
      return (GateConfiguration(), currentDirectory)
    }
    let configuration = try GateConfiguration(data: try read(url), path: url.path)
    return (configuration, url.deletingLastPathComponent())
  }

  private func writeReports(_ report: GateReport, options: GateOptions) throws {
    var renderOptions = GateReport.RenderOptions()
    renderOptions.showsMissing = options.showsMissing
    renderOptions.skipsCovered = options.skipsCovered
    renderOptions.timestamp = Int(now().timeIntervalSince1970)
    renderOptions.order = options.order
    renderOptions.top = options.top
    for output in options.outputs {
      let url = url(for: output.path)
      if output.format == .html {
        let root = URL(fileURLWithPath: report.root, isDirectory: true)
        let pages = report.htmlPages { path in
          try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        }
        for (page, text) in pages {
          try write(Data(text.utf8), to: url.appendingPathComponent(page))
        }
      } else {
        try write(Data(report.rendered(as: output.format, options: renderOptions).utf8), to: url)
      }
    }
    let formats = options.formats.isEmpty ? [.table] : options.formats
    renderOptions.style = console.style
    for format in formats {
      console.write(report.rendered(as: format, options: renderOptions))
    }
  }

  // MARK: Run

  private func runTestsThenGate(_ arguments: [String]) throws -> ExitCode {
    let split = arguments.firstIndex(of: "--")
    let gateArguments = Array(arguments[..<(split ?? arguments.endIndex)])
    let testArguments = split.map { Array(arguments[arguments.index(after: $0)...]) } ?? []
    let parsed = try ParsedArguments(gateArguments, options: GateOptions.specs + Self.helpOptions)
    if handledHelp(parsed, help: Self.runHelp) { return .success }
    var options = try GateOptions(parsed)
    guard options.exports.isEmpty else { throw UsageError.unexpectedOperand(options.exports[0]) }
    options.swiftTestArguments = testArguments
    let root = options.root.map(url(for:)) ?? currentDirectory
    let console = self.console
    guard Self.isFolder(root) else { throw GateError.noRoot(path: root.path) }
    let outcome = try Subprocess.run(
      ["swift", "test", "--enable-code-coverage"] + testArguments, in: root, mergingErrors: true
    ) { console.write($0) }
    guard outcome.succeeded else {
      // Failed tests have their own status; the reports are still written when an export
      // exists, so a CI job can show what coverage the passing tests reached.
      console.error(
        "swift test failed (exit \(outcome.status)); the reports below are of a failing run",
        tool: "coverage-gate")
      do {
        _ = try gate(options)
      } catch GateError.noExport {
        console.error(
          "swift test wrote no coverage export, so there is nothing to gate", tool: "coverage-gate")
      } catch {
        console.error("no reports: \(error)", tool: "coverage-gate")
      }
      return .testsFailed
    }
    return try gate(options)
  }

  // MARK: Merge

  private func merge(_ arguments: [String]) throws -> ExitCode {
    let parsed = try ParsedArguments(
      arguments, options: [.value("-o"), .value("--output"), .value("--map")] + Self.helpOptions)
    if handledHelp(parsed, help: Self.mergeHelp) { return .success }
    guard parsed.operands.count >= 2 else {
      throw UsageError.missingOperand("two or more exports to merge")
    }
    guard let output = parsed.value("-o") ?? parsed.value("--output") else {
      throw UsageError.missingOperand("-o OUT.json")
    }
    let reader = ExportReader(readsFunctions: true)
    let maps = try GateOptions.maps(parsed).map { PathMap(from: $0.from, to: url(for: $0.to).path) }
    let exports = try parsed.operands.map { path throws(ExportError) in
      try reader.read(ExportReader.contents(of: url(for: path)), path: url(for: path).path)
        .mapped(maps)
    }
    let merged = try ExportMerger.merge(
      exports, names: parsed.operands.map { URL(fileURLWithPath: $0).lastPathComponent })
    try write(Data(ExportWriter.json(of: merged).utf8), to: url(for: output))
    console.line("Merged \(exports.count) exports into \(output): \(merged.files.count) files")
    return .success
  }

  // MARK: Comment

  private func comment(_ arguments: [String]) throws -> ExitCode {
    let parsed = try ParsedArguments(
      arguments,
      options: [.value("--pull-request"), .value("--repository"), .value("--api-url")]
        + Self.helpOptions)
    if handledHelp(parsed, help: Self.commentHelp) { return .success }
    guard parsed.operands.count == 1, let path = parsed.operands.first else {
      throw UsageError.missingOperand("the Markdown report to post (REPORT.md)")
    }
    let markdown = String(decoding: try read(url(for: path)), as: UTF8.self)
    guard let token = environment["GITHUB_TOKEN"].flatMap({ $0.isEmpty ? nil : $0 }) else {
      throw UsageError.missingOperand(
        "a token in GITHUB_TOKEN that may write pull-request comments")
    }
    guard let repository = parsed.value("--repository") ?? environment["GITHUB_REPOSITORY"],
      repository.split(separator: "/").count == 2
    else {
      throw UsageError.missingOperand("--repository OWNER/NAME (or GITHUB_REPOSITORY)")
    }
    let apiText =
      parsed.value("--api-url") ?? environment["GITHUB_API_URL"] ?? "https://api.github.com"
    guard let api = URL(string: apiText), api.scheme == "https" || api.host == "127.0.0.1" else {
      throw UsageError.invalidValue(
        apiText, for: "--api-url", expected: "an https URL such as https://api.github.com")
    }
    let number: Int?
    if let text = parsed.value("--pull-request") {
      guard let value = Int(text), value > 0 else {
        throw UsageError.invalidValue(
          text, for: "--pull-request", expected: "a pull request's number")
      }
      number = value
    } else {
      number = pullRequestNumber()
    }
    guard let number else {
      console.line(
        "::notice::coverage-gate: not a pull request, so no comment; the report is in the job summary"
      )
      return .success
    }
    let comment = PullRequestComment(
      apiBase: api, repository: repository, pullRequest: number, token: token)
    switch comment.publish(markdown) {
    case .created(let id):
      console.line("coverage-gate: posted the coverage comment \(id) on pull request #\(number)")
    case .updated(let id):
      console.line("coverage-gate: updated the coverage comment \(id) on pull request #\(number)")
    case .skipped(let reason):
      console.line("::notice::coverage-gate: \(reason); the report is in the job summary")
    }
    return .success
  }

  /// The pull request of the event that started the workflow: the event file's
  /// `pull_request.number`, else `refs/pull/N/merge` in `GITHUB_REF`.
  private func pullRequestNumber() -> Int? {
    if let path = environment["GITHUB_EVENT_PATH"],
      let data = try? Data(contentsOf: URL(fileURLWithPath: path)),
      let event = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let number = (event["pull_request"] as? [String: Any])?["number"] as? Int
    {
      return number
    }
    let parts = (environment["GITHUB_REF"] ?? "").split(separator: "/")
    guard parts.count == 4, parts[0] == "refs", parts[1] == "pull" else { return nil }
    return Int(parts[2])
  }

  // MARK: Files

  private static func isFolder(_ url: URL) -> Bool {
    FileManager.default.isFolder(atPath: url.path)
  }

  private func url(for path: String) -> URL {
    URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
  }

  private func read(_ url: URL) throws(GateError) -> Data {
    do {
      return try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: url.path, reason: FileErrors.reason(for: error, at: url.path))
    }
  }

  private func write(_ data: Data, to url: URL) throws(GateError) {
    do {
      try AtomicFile.write(data, to: url)
    } catch {
      throw .unwritable(path: error.path, reason: error.reason)
    }
  }
}
