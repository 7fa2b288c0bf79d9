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
  /// and the incremental file, marked as stopped, so an hour of work is not lost. A run
  /// stopped before it tried any mutant still writes its reports, empty and marked stopped,
  /// so a CI job's upload and merge find a report that says what happened.
  func report(to console: Console) {
    var report = MutationReport(entries: board.entries, seconds: board.elapsed)
    report.planned = board.planned + board.settledCount
    report.shard = options.shard
    let tried = board.planned > 0
    let phase = board.phase.map { " (while: \($0))" } ?? ""
    console.writeError(
      tried
        ? "coverage-gate: stopped after \(report.entries.count) of \(report.planned ?? 0) mutants\(phase); every program it started was ended. The mutants with an outcome so far:\n"
        : "coverage-gate: stopped before any mutant was tried\(phase); every program it started was ended\n"
    )
    if tried { console.writeError(report.table) }
    do {
      try ReportOutput(report: report, root: options.root).write(to: outputs)
      if tried, let file = options.incremental {
        var results = IncrementalResults(
          report, fingerprint: PackageFingerprint(root: options.root.standardizedFileURL))
        results.partial = true
        try results.write(to: file)
      }
      let kept = tried ? options.incremental.map { [$0.path] } ?? [] : []
      let written = outputs.map(\.1.path) + kept
      if !written.isEmpty {
        console.writeError(
          tried
            ? "The reports of the mutants tried, marked as stopped, are in \(written.joined(separator: ", "))"
              + (options.incremental == nil
                ? ".\n" : "; the next run with the same --incremental file keeps their outcomes.\n")
            : "The reports, empty and marked as stopped, are in \(written.joined(separator: ", "))\(options.incremental == nil ? "" : "; the incremental file is as it was").\n"
        )
      } else if !tried, options.incremental != nil {
        console.writeError("The incremental file is as it was.\n")
      }
    } catch {
      console.writeError("coverage-gate: \(error)\n")
    }
  }
}
