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

  /// Why `report` does not meet `--min-score minimum`, or `nil` when it does: a score below
  /// it, a run stopped before its end (or a merge with a stopped shard), or no mutant judged
  /// because the tests reach none, which a score of 100 % must not hide.
  static func shortfall(of report: MutationReport, minimum: Double) -> String? {
    if report.isStopped {
      return "the run was stopped before its end, so its score cannot meet --min-score \(minimum)%"
    }
    let uncovered = report.entries.filter { $0.outcome == .notCovered }.count
    if report.judged == 0, uncovered > 0 {
      return
        "no mutant was judged: the tests reach none of the \(uncovered.counting("mutant")), so the score cannot meet --min-score \(minimum)%"
    }
    guard report.score < minimum else { return nil }
    return "the mutation score \(report.scoreText) is below --min-score \(minimum)%"
  }

  /// Runs `parsed`, the `mutate` command of ``coverageGate``, once it is made a
  /// `MutateCommand`.
  public func run(_ parsed: ParsedCommand) throws -> ExitCode {
    let command = try MutateCommand(parsed, currentDirectory: currentDirectory)
    // An output named wrong is refused before the mutants are tried, not after.
    for (format, url) in command.outputs {
      let refusal =
        format == .html
        ? AtomicFile.refusal(ofFolderAt: url, owns: { $0 == ReportOutput.page })
        : AtomicFile.refusal(ofFileAt: url)
      if let refusal { throw MutationError.unwritable(path: refusal.path, reason: refusal.reason) }
    }
    let report: MutationReport
    switch command.mode {
    case .merge(let shards):
      report = try ShardReports.merged(shards)
    case .run, .list:
      guard let tried = try mutate(command) else { return .success }
      report = tried
    }
    let output = ReportOutput(report: report, root: command.root)
    try output.write(to: command.outputs)
    let shown = output.data(as: command.format)
    console.write(String(decoding: shown, as: UTF8.self))
    guard let minimum = command.minimum, let message = Self.shortfall(of: report, minimum: minimum)
    else {
      return .success
    }
    if command.format == .github { console.line("::error title=Mutation score::\(message)") }
    console.error(message, tool: "coverage-gate")
    return .failure
  }

  /// Finds the mutants and tries them, telling the console how it goes; `nil` when
  /// `--list` asked only for the list, which is then printed.
  private func mutate(_ command: MutateCommand) throws -> MutationReport? {
    let options = try command.options()
    let console = self.console
    let board = ProgressBoard(
      write: { console.writeError($0 + "\n") }, verbose: command.verbose,
      interval: command.format == .json ? .infinity : 10, now: Date.init)
    let run = MutationRun(
      options,
      observer: MutationObserver(
        progress: {
          board.note($0)
          console.writeError($0 + "\n")
        }, willTry: board.willTry, tried: board.tried, settled: board.settled))
    Interrupt.onInterrupt {
      StoppedRun(board: board, options: options, outputs: command.outputs).report(to: console)
    }
    guard command.mode == .list else { return try run.run() }
    let mutants = try run.selection.mutants()
    for mutant in mutants {
      console.line("\(mutant.label) (\(mutant.mutationOperator.rawValue))")
    }
    console.line("\(mutants.count) mutants")
    for line in run.selection.inactiveLinesSaid() { console.writeError(line + "\n") }
    return nil
  }
}
