import CommandLineSupport
import CoverageKit
import Foundation

/// `coverage-gate mutate`: mutation testing of a package's own sources, for CI. Coverage
/// says which lines the tests ran; the mutation score says how many small mistakes in them
/// the tests catch.
///
/// Exit status, as the gate's: 0 when the score meets `--min-score` (or none is set), 1 when
/// it does not, 2 for a usage or input error, 3 when the tests fail without any mutant.
public struct MutationTool {
  private let currentDirectory: URL
  private let console: Console

  /// Creates the tool, reading relative paths from `currentDirectory` and writing to
  /// `console`.
  public init(currentDirectory: URL, console: Console) {
    self.currentDirectory = currentDirectory
    self.console = console
  }

  /// The exit status of an error that is not about the command line: 3 when the tests fail
  /// without any mutant, else 2, as the gate's input errors.
  public static func status(of error: any Error) -> ExitCode {
    if case .testsFail? = error as? MutationError { return .testsFailed }
    return CoverageGateTool.status(of: error)
  }

  /// Runs `coverage-gate mutate` with `arguments` (after `mutate`).
  public func run(_ arguments: [String]) -> ExitCode {
    Self.coverageGate.run(["mutate"] + arguments, console: console, status: Self.status) {
      try run($0)
    }
  }

  /// The `"mutation"` section of the configuration file at `url`, which the one
  /// configuration reader hands over.
  static func configuration(in url: URL) throws(MutationError) -> MutationConfiguration {
    let file: ConfigurationFile
    do {
      file = try ConfigurationFile(contentsOf: url)
    } catch {
      switch error {
      case .invalidConfiguration(_, let reason):
        throw .configuration(path: url.path, reason: reason)
      default: throw .configuration(path: url.path, reason: "cannot be read")
      }
    }
    return try MutationConfiguration(file.section("mutation"), path: url.path)
  }

  /// Runs `parsed`, the `mutate` command of ``coverageGate``.
  public func run(_ parsed: ParsedCommand) throws -> ExitCode {
    let minimum = try parsed.value(Declared.minimumScore)?.value
    let format = try parsed.value(Declared.format)
    let outputs = try parsed.values(Declared.output).map { ($0.format, url(for: $0.path)) }
    let root = try parsed.value(Declared.root).map(url(for:)) ?? currentDirectory
    let report: MutationReport
    if parsed.command.name == Self.mergeDeclaration.name {
      report = try Self.merged(parsed.operands.map { url(for: FilePath($0)) })
    } else if let tried = try mutate(parsed, format: format, outputs: outputs) {
      report = tried
    } else {
      return .success
    }
    let output = ReportOutput(report: report, root: root)
    try output.write(to: outputs)
    let shown = output.data(as: format)
    console.write(String(decoding: shown, as: UTF8.self))
    guard let minimum, report.score < minimum else { return .success }
    let message = "the mutation score \(report.scoreText) is below --min-score \(minimum)%"
    if format == .github { console.line("::error title=Mutation score::\(message)") }
    console.error(message, tool: "coverage-gate")
    return .failure
  }

  /// Finds the mutants and tries them, telling the console how it goes; `nil` when
  /// `--list` asked only for the list, which is then printed.
  private func mutate(
    _ parsed: ParsedCommand, format: MutationFormat, outputs: [(MutationFormat, URL)]
  ) throws -> MutationReport? {
    let options = try runOptions(parsed)
    let console = self.console
    let board = ProgressBoard(
      write: { console.writeError($0 + "\n") }, verbose: parsed.flag(Declared.verbose),
      interval: format == .json ? .infinity : 10, now: Date.init)
    let run = MutationRun(
      options,
      observer: MutationObserver(
        progress: { console.writeError($0 + "\n") }, willTry: board.willTry, tried: board.tried))
    Subprocess.onInterrupt {
      Self.reportStopped(board, options: options, outputs: outputs, to: console)
    }
    guard parsed.flag(Declared.list) else { return try run.run() }
    let mutants = try run.selection.mutants()
    for mutant in mutants {
      console.line("\(mutant.label) (\(mutant.mutationOperator.rawValue))")
    }
    console.line("\(mutants.count) mutants")
    return nil
  }

  /// The reports of `urls`, the JSON of shards of one run, joined into one.
  static func merged(_ urls: [URL]) throws -> MutationReport {
    guard urls.count >= 2 else {
      throw UsageError.missingOperand(
        "a second shard's JSON report: merge joins two or more, and \(urls.count) was given")
    }
    var reports: [MutationReport] = []
    for url in urls {
      let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int
      guard let size, size <= ReportDocument.maximumSize,
        let data = try? Data(contentsOf: url)
      else {
        throw MutationError.unreadable(
          path: url.path,
          reason: size == nil ? "cannot be read" : "larger than a report of this tool can be")
      }
      let report = try ReportDocument.report(from: data, path: url.path)
      if let planned = report.planned {
        throw MutationError.stoppedShard(
          path: url.path, tried: report.entries.count, planned: planned)
      }
      reports.append(report)
    }
    return try MutationReport(merging: reports)
  }

  /// The run's options, from the parsed command line and the configuration file.
  private func runOptions(_ parsed: ParsedCommand) throws -> MutationOptions {
    let root = try parsed.value(Declared.root).map(url(for:)) ?? currentDirectory
    var options = MutationOptions(root: root)
    options.shard = try parsed.value(Declared.shard)
    options.includes = try parsed.values(Declared.include).map(Glob.init)
    options.excludes = try parsed.values(Declared.exclude).map(Glob.init)
    options.filter = try parsed.value(Declared.filter)?.text
    options.base = try parsed.value(Declared.diff)
    options.incremental = try parsed.value(Declared.incremental).map(url(for:))
    options.prunesEquivalents = parsed.flag(Declared.pruneEquivalent)
    if let base = options.base, options.incremental != nil {
      // A run of the changed lines alone would leave the results of the rest behind.
      throw UsageError.invalidValue(
        base, for: "--diff", expected: "no --incremental beside it (each tries only what changed)")
    }
    let config = try parsed.value(Declared.config).map(url(for:))
    let found = config ?? root.appendingPathComponent(".coverage-gate.json")
    if config != nil || FileManager.default.fileExists(atPath: found.path) {
      let configuration = try Self.configuration(in: found)
      options.equivalent = configuration.equivalent
      options.skippedCalls = configuration.skippedCalls
    }
    if let export = try parsed.value(Declared.coverage) {
      guard FileManager.default.fileExists(atPath: url(for: export).path) else {
        throw UsageError.invalidValue(
          export.text, for: Declared.coverage.name,
          expected: "an llvm-cov JSON export that exists")
      }
      options.coverage = url(for: export)
    }
    options.jobs = try parsed.value(Declared.jobs)?.value ?? options.jobs
    options.timeout = try parsed.value(Declared.timeout)?.value
    options.strategy = try parsed.value(Declared.strategy)
    options.operators = try parsed.value(Declared.operators)?.operators ?? options.operators
    return options
  }

  /// What an interrupted run (Ctrl-C, SIGTERM) found before it stopped, once every program it
  /// started has ended: the table of the mutants tried, and the reports `--output` asked for
  /// and the incremental file, marked as stopped, so an hour of work is not lost; or, stopped
  /// before any mutant was tried, that nothing was written.
  static func reportStopped(
    _ board: ProgressBoard, options: MutationOptions, outputs: [(MutationFormat, URL)],
    to console: Console
  ) {
    guard board.planned > 0 else {
      console.writeError(
        "coverage-gate: stopped before any mutant was tried (the package copy was building, or its tests were being measured); no report was written and the incremental file is as it was\n"
      )
      return
    }
    var report = MutationReport(entries: board.entries, seconds: board.elapsed)
    report.planned = board.planned
    report.shard = options.shard
    console.writeError(
      "coverage-gate: stopped after \(report.entries.count) of \(board.planned) mutants; every program it started was ended. The mutants tried so far:\n"
    )
    console.writeError(report.table)
    do {
      try ReportOutput(report: report, root: options.root).write(to: outputs)
      if let file = options.incremental {
        var results = IncrementalResults(
          report, fingerprint: PackageFingerprint(root: options.root.standardizedFileURL))
        results.partial = true
        try results.write(to: file)
      }
      let written = outputs.map(\.1.path) + (options.incremental.map { [$0.path] } ?? [])
      if !written.isEmpty {
        console.writeError(
          "The reports of the mutants tried, marked as stopped, are in \(written.joined(separator: ", ")); the next --incremental run keeps their outcomes.\n"
        )
      }
    } catch {
      console.writeError("coverage-gate: \(error)\n")
    }
  }

  private func url(for path: FilePath) -> URL {
    path.url(relativeTo: currentDirectory)
  }
}
