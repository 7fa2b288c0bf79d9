import CommandLineSupport
import Foundation

/// A run stopped before its end (Ctrl-C, SIGTERM), with what it found so far.
struct StoppedRun {
  /// The progress of the run: the mutants planned and those tried.
  let board: ProgressBoard
  /// The run's options: its root, shard and incremental file.
  let options: MutationOptions
  /// The reports `--output` asked for.
  let outputs: [(MutationFormat, URL)]

  /// What an interrupted run (Ctrl-C, SIGTERM) found before it stopped, once every program it
  /// started has ended: the table of the mutants tried, and the reports `--output` asked for
  /// and the incremental file, marked as stopped, so an hour of work is not lost; or, stopped
  /// before any mutant was tried, that nothing was written.
  func report(to console: Console) {
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
}
