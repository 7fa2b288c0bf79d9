import CommandLineSupport
import Foundation

/// The `coverage-gate` command: reads llvm-cov exports, checks thresholds, writes reports.
///
/// `coverage-gate [EXPORT.json …]` gates existing exports, `coverage-gate run [-- ARGS…]`
/// runs `swift test --enable-code-coverage` first, and `coverage-gate merge` merges exports.
/// Exit status: 0 when every check passed, 1 when one failed, 2 for a usage or input error.
public struct CoverageGateTool {
  let currentDirectory: URL
  let console: Console
  let now: () -> Date
  let environment: [String: String]

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

  static let helpOptions: [OptionSpec] = [.flag("--help"), .flag("-h"), .flag("--version")]

  func handledHelp(_ parsed: ParsedArguments, help: String) -> Bool {
    if parsed.flag("--version") {
      console.line("coverage-gate \(ToolVersion.current) (TDDKit)")
      return true
    }
    guard parsed.flag("--help") || parsed.flag("-h") else { return false }
    console.write(help)
    return true
  }

  // MARK: Gate

  func gate(_ arguments: [String]) throws -> ExitCode {
    let parsed = try ParsedArguments(arguments, options: GateOptions.specs + Self.helpOptions)
    if handledHelp(parsed, help: Self.help) { return .success }
    return try gate(GateOptions(parsed))
  }

  func gate(_ options: GateOptions) throws -> ExitCode {
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
  func warnAboutStaleSources(report: GateReport) {
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

  func configPath(_ options: GateOptions) -> String {
    options.configPath.map { url(for: $0).path }
      ?? currentDirectory.appendingPathComponent(".coverage-gate.json").path
  }

  func loadConfiguration(_ path: String?) throws -> (GateConfiguration, URL) {
    let url = path.map(url(for:)) ?? currentDirectory.appendingPathComponent(".coverage-gate.json")
    guard path != nil || FileManager.default.fileExists(atPath: url.path) else {
      return (GateConfiguration(), currentDirectory)
    }
    let configuration = try GateConfiguration(data: try read(url), path: url.path)
    return (configuration, url.deletingLastPathComponent())
  }

  func writeReports(_ report: GateReport, options: GateOptions) throws {
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

  // MARK: Files

  static func isFolder(_ url: URL) -> Bool {
    FileManager.default.isFolder(atPath: url.path)
  }

  func url(for path: String) -> URL {
    URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
  }

  func read(_ url: URL) throws(GateError) -> Data {
    do {
      return try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: url.path, reason: FileErrors.reason(for: error, at: url.path))
    }
  }

  func write(_ data: Data, to url: URL) throws(GateError) {
    do {
      try AtomicFile.write(data, to: url)
    } catch {
      throw .unwritable(path: error.path, reason: error.reason)
    }
  }

  /// `coverage-gate run`: the tests with coverage, then the gate.
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
}
