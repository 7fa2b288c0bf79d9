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
    Self.declaration.run(arguments, console: console, status: Self.status) { try run($0) }
  }

  /// The exit status of an error that is not about the command line: every one of the
  /// gate's is about its input.
  public static func status(of error: any Error) -> ExitCode {
    .usage
  }

  /// Runs `parsed`, a command of ``declaration``.
  public func run(_ parsed: ParsedCommand) throws -> ExitCode {
    switch parsed.command.name {
    case Self.runDeclaration.name: try runTestsThenGate(GateOptions(parsed))
    case MergeCommand.declaration.name: try MergeCommand(tool: self).run(parsed)
    case CommentCommand.declaration.name: try CommentCommand(tool: self).run(parsed)
    default: try gate(GateOptions(parsed))
    }
  }

  // MARK: Gate

  /// The gate: the exports read, the files selected, every check made, the reports written.
  func gate(_ options: GateOptions) throws -> ExitCode {
    var (configuration, configDirectory) = try loadConfiguration(options.configPath)
    let place = try locate(options, configuration: configuration, at: configDirectory)
    let export = try readExport(
      options, place: place, explicitRoot: options.root != nil || configuration.root != nil)
    configuration.targets = Dictionary(
      configuration.targets.map { (XccovReader.targetName($0.key), $0.value) }
    ) { first, _ in first }
    try GateInput.checkAvailable(export.metrics, configuration: configuration, options: options)
    var report = try selectedReport(
      export, options: options, configuration: configuration, root: place.root)
    report.check(
      total: configuration.total.overridden(by: options.minimums),
      targets: configuration.targets, files: configuration.files)
    try checkDiff(&report, options: options, configuration: configuration, root: place.root)
    try checkBaseline(&report, options: options, configuration: configuration, at: configDirectory)
    try writeReports(report, options: options)
    try writeBaseline(of: report, options: options)
    return report.passed ? .success : .failure
  }

  /// Warns, in one line, about the sources that are not what the export counted, `stale`
  /// (``GateReport/staleSources()``).
  func warnAboutStaleSources(_ stale: [String]) {
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
        // A source is shown only from inside the root: never through a link out of it.
        let root = RootedFolder(URL(fileURLWithPath: report.root, isDirectory: true))
        let pages = report.htmlPages { root.text($0) }
        do {
          try AtomicFile.writeFolder(pages.map { ($0.0, Data($0.1.utf8)) }, to: url) { path in
            // What a report of the gate holds: its index, and its pages under files/.
            path == "index.html" || path == "files"
              || (path.hasPrefix("files/") && path.hasSuffix(".html")
                && !path.dropFirst("files/".count).contains("/"))
          }
        } catch {
          throw GateError.unwritable(path: error.path, reason: error.reason)
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
  private func runTestsThenGate(_ options: GateOptions) throws -> ExitCode {
    let testArguments = options.swiftTestArguments
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
