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
    let minimum = try parsed.value(
      Option.minimumScore, expected: "a percentage from 0 to 100"
    ) { Double($0).flatMap { (0...100).contains($0) ? $0 : nil } }
    let format = try parsed.value(
      Option.format, expected: "table, json, markdown, github, outputs, mutation-json or html"
    ) {
      Self.formats.contains($0) ? $0 : nil
    }
    let outputs = try parsed.values(Option.output).map { text throws(UsageError) in
      try output(text)
    }
    let root = parsed.value(Option.root).map(url(for:)) ?? currentDirectory
    let report: MutationReport
    if parsed.command.name == Self.mergeDeclaration.name {
      report = try Self.merged(parsed.operands.map(url(for:)))
    } else if let tried = try mutate(parsed, format: format, outputs: outputs) {
      report = tried
    } else {
      return .success
    }
    try Self.write(report, to: outputs, root: root)
    let shown = Self.render(report, as: format ?? "table", root: root)
    console.write(String(decoding: shown, as: UTF8.self))
    guard let minimum, report.score < minimum else { return .success }
    let message = "the mutation score \(report.scoreText) is below --min-score \(minimum)%"
    if format == "github" { console.line("::error title=Mutation score::\(message)") }
    console.error(message, tool: "coverage-gate")
    return .failure
  }

  /// Finds the mutants and tries them, telling the console how it goes; `nil` when
  /// `--list` asked only for the list, which is then printed.
  private func mutate(
    _ parsed: ParsedCommand, format: String?, outputs: [(String, URL)]
  ) throws -> MutationReport? {
    let options = try runOptions(parsed)
    let console = self.console
    let board = ProgressBoard(
      write: { console.writeError($0 + "\n") }, verbose: parsed.flag(Option.verbose),
      interval: format == "json" ? .infinity : 10, now: Date.init)
    let run = MutationRun(
      options,
      observer: MutationObserver(
        progress: { console.writeError($0 + "\n") }, willTry: board.willTry, tried: board.tried))
    Subprocess.onInterrupt {
      Self.reportStopped(board, options: options, outputs: outputs, to: console)
    }
    guard parsed.flag(Option.list) else { return try run.run() }
    let mutants = try run.mutants()
    for mutant in mutants {
      console.line("\(mutant.label) (\(mutant.mutationOperator.rawValue))")
    }
    console.line("\(mutants.count) mutants")
    return nil
  }

  /// The reports of `urls`, the JSON of shards of one run, joined into one.
  static func merged(_ urls: [URL]) throws -> MutationReport {
    guard urls.count >= 2 else {
      throw UsageError.missingOperand("two or more shards' JSON reports to merge")
    }
    var reports: [MutationReport] = []
    for url in urls {
      let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int
      guard let size, size <= MutationReport.maximumJSONSize,
        let data = try? Data(contentsOf: url)
      else {
        throw MutationError.unreadable(
          path: url.path,
          reason: size == nil ? "cannot be read" : "larger than a report of this tool can be")
      }
      let report = try MutationReport(json: data, path: url.path)
      if let planned = report.planned {
        throw MutationError.stoppedShard(
          path: url.path, tried: report.entries.count, planned: planned)
      }
      reports.append(report)
    }
    return try MutationReport(merging: reports)
  }

  /// The run's options, from the parsed command line and the configuration file.
  private func runOptions(_ parsed: ParsedCommand) throws -> MutationRun.Options {
    let shard = try parsed.value(Option.shard, expected: "K/N, the K-th of N shards, as 2/8") {
      MutationRun.Shard($0)
    }
    let root = parsed.value(Option.root).map(url(for:)) ?? currentDirectory
    var options = MutationRun.Options(root: root)
    options.shard = shard
    options.includes = parsed.values(Option.include).map(Glob.init)
    options.excludes = parsed.values(Option.exclude).map(Glob.init)
    options.filter = try parsed.value(Option.filter, expected: "a regular expression") {
      (try? Regex($0)) == nil ? nil : $0
    }
    options.base = parsed.value(Option.diff)
    options.incremental = parsed.value(Option.incremental).map(url(for:))
    options.prunesEquivalents = parsed.flag(Option.pruneEquivalent)
    if let base = options.base, options.incremental != nil {
      // A run of the changed lines alone would leave the results of the rest behind.
      throw UsageError.invalidValue(
        base, for: "--diff", expected: "no --incremental beside it (each tries only what changed)")
    }
    let config = parsed.value(Option.config).map(url(for:))
    let found = config ?? root.appendingPathComponent(".coverage-gate.json")
    if config != nil || FileManager.default.fileExists(atPath: found.path) {
      let configuration = try Self.configuration(in: found)
      options.equivalent = configuration.equivalent
      options.skippedCalls = configuration.skippedCalls
    }
    options.coverage = try parsed.value(
      Option.coverage, expected: "an llvm-cov JSON export that exists"
    ) {
      let export = url(for: $0)
      return FileManager.default.fileExists(atPath: export.path) ? export : nil
    }
    options.jobs =
      try parsed.value(Option.jobs, expected: "a whole number, 1 or more") {
        Int($0).flatMap { $0 > 0 ? $0 : nil }
      } ?? options.jobs
    options.timeout = try parsed.value(Option.timeout, expected: "seconds, more than 0") {
      Double($0).flatMap { $0 > 0 ? $0 : nil }
    }
    options.strategy =
      try parsed.value(Option.strategy, expected: "schema, each-build or swift-test") {
        MutationRun.Strategy(rawValue: $0)
      } ?? options.strategy
    if let list = parsed.value(Option.operators) {
      var chosen = Set<MutationOperator>()
      for name in list.split(separator: ",") {
        guard let found = MutationOperator(rawValue: String(name)) else {
          throw UsageError.invalidValue(
            String(name), for: "--operators",
            expected: MutationOperator.allCases.map(\.rawValue).joined(separator: ", "))
        }
        chosen.insert(found)
      }
      options.operators = chosen
    }
    return options
  }

  /// What an interrupted run (Ctrl-C, SIGTERM) found before it stopped, once every program it
  /// started has ended: the table of the mutants tried, and the reports `--output` asked for
  /// and the incremental file, marked as stopped, so an hour of work is not lost; or, stopped
  /// before any mutant was tried, that nothing was written.
  static func reportStopped(
    _ board: ProgressBoard, options: MutationRun.Options, outputs: [(String, URL)],
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
      try write(report, to: outputs, root: options.root)
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

  /// Writes `report` in each format of `outputs` to its path; the HTML report is a folder,
  /// as the gate's is, with its page inside.
  static func write(_ report: MutationReport, to outputs: [(String, URL)], root: URL) throws {
    for (format, path) in outputs {
      do {
        let file = format == "html" ? path.appendingPathComponent("index.html") : path
        if format == "html" {
          try? FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
        }
        try AtomicFile.write(render(report, as: format, root: root), to: file)
      } catch {
        throw MutationError.unwritable(path: error.path, reason: error.reason)
      }
    }
  }

  /// `--output FORMAT=PATH`, read.
  private func output(_ text: String) throws(UsageError) -> (String, URL) {
    guard let equals = text.firstIndex(of: "="), Self.formats.contains(String(text[..<equals])),
      text.index(after: equals) < text.endIndex
    else {
      throw .invalidValue(
        text, for: "--output",
        expected:
          "FORMAT=PATH with FORMAT table, json, markdown, github, outputs, mutation-json or html (PATH a folder)"
      )
    }
    return (String(text[..<equals]), url(for: String(text[text.index(after: equals)...])))
  }

  static let formats = [
    "table", "json", "markdown", "github", "outputs", "mutation-json", "html",
  ]

  /// `report` in `format`; the standard report reads the mutated files under `root`.
  static func render(_ report: MutationReport, as format: String, root: URL) -> Data {
    switch format {
    case "json": report.json
    case "markdown": Data(report.markdown.utf8)
    case "github": Data(report.github.utf8)
    case "outputs": Data(report.outputs.utf8)
    case "mutation-json":
      report.standardJSON(source: PackageCopy.reader(under: root))
    case "html":
      Data(
        report.html(source: PackageCopy.reader(under: root)).utf8)
    default: Data(report.table.utf8)
    }
  }

  private func url(for path: String) -> URL {
    URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
  }
}
