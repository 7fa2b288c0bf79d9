import CommandLineSupport
import Foundation

/// The `coverage-gate` command: reads llvm-cov exports, checks thresholds, writes reports.
///
/// `coverage-gate [EXPORT.json …]` gates existing exports, `coverage-gate run [-- ARGS…]`
/// runs `swift test --enable-code-coverage` first, and `coverage-gate merge` merges exports.
/// Exit status: 0 when every check passed, 1 when one failed, 2 for a usage or input error.
package struct CoverageGateTool {
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
  package init(
    currentDirectory: URL, console: Console, now: @escaping () -> Date = Date.init,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.currentDirectory = currentDirectory
    self.console = console
    self.now = now
    self.environment = environment
  }

  /// Runs the command in `arguments` (without the program name).
  package func run(_ arguments: [String]) -> ExitCode {
    Self.declaration.run(arguments, console: console, status: Self.status) { try run($0) }
  }

  /// The exit status of an error that is not about the command line: every one of the
  /// gate's is about its input.
  package static func status(of error: any Error) -> ExitCode {
    .usage
  }

  /// Runs `parsed`, a command of ``declaration``: the command its path leads to through the
  /// tree, from the gate itself, made from the line and run.
  package func run(_ parsed: ParsedCommand) throws -> ExitCode {
    try GateCommand.run(parsed, in: self)
  }

  // MARK: Files

  static func isFolder(_ url: URL) -> Bool {
    FileManager.default.isFolder(atPath: url.path)
  }

  func url(for path: String) -> URL {
    FilePath(path).url(relativeTo: currentDirectory)
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
  func runTestsThenGate(_ options: GateOptions) throws -> ExitCode {
    try checkOutputs(options)
    let testArguments = options.swiftTestArguments
    let root = options.root.map(url(for:)) ?? currentDirectory
    let console = self.console
    guard Self.isFolder(root) else { throw GateError.noRoot(path: root.path) }
    let outcome = try Subprocess.run(
      ["swift", "test", "--enable-code-coverage"] + testArguments, in: root,
      environment: environment, mergingErrors: true
    ) { console.write($0) }
    guard outcome.succeeded else {
      // Failed tests have their own status; the reports are still written when an export
      // exists, so a CI job can show what coverage the passing tests reached.
      console.error(
        "swift test failed (exit \(outcome.status)); the reports below are of a failing run",
        tool: "coverage-gate")
      do {
        _ = try GateRun(tool: self).gate(options)
      } catch GateError.noExport {
        console.error(
          "swift test wrote no coverage export, so there is nothing to gate", tool: "coverage-gate")
      } catch {
        console.error("no reports: \(error)", tool: "coverage-gate")
      }
      return .testsFailed
    }
    return try GateRun(tool: self).gate(options)
  }

  /// Refuses an `--output` that names what a report cannot be written to (a FIFO, a device,
  /// a link, a folder for a file), before the tests run, so their run is not lost to it.
  func checkOutputs(_ options: GateOptions) throws(GateError) {
    for output in options.outputs {
      let url = url(for: output.path)
      let refusal =
        output.format == .html
        ? AtomicFile.refusal(ofFolderAt: url, owns: GateReportWriter.ownsReportPath)
        : AtomicFile.refusal(ofFileAt: url)
      if let refusal { throw .unwritable(path: refusal.path, reason: refusal.reason) }
    }
  }
}
