import Foundation

/// Survivors the optimizing compiler proves equivalent (`--prune-equivalent`).
extension CompilerEquivalence {
  /// The reason given for a mutant the compiler proves equivalent.
  static let compilerReason = "the optimizing compiler makes the same machine code of it"

  /// `entries` with each survivor whose optimized machine code is the original's counted as
  /// equivalent, compiled in the package's copy of `run`.
  ///
  /// With `TDDKIT_PRUNE_CHECK_KILLED=1` in the environment the killed mutants are compiled
  /// too, and the count of those the compiler would call equivalent (which must be none) is
  /// told: how `Scripts/benchmark-mutation.sh` shows the check removes no mutant a test can
  /// kill.
  static func pruned(
    _ entries: [MutationReport.Entry], of run: MutationRun
  ) -> [MutationReport.Entry] {
    let options = run.options
    let checksKilled = ProcessInfo.processInfo.environment["TDDKIT_PRUNE_CHECK_KILLED"] == "1"
    let survivors = entries.filter {
      $0.outcome == .survived || (checksKilled && $0.outcome == .killed)
    }.map(\.mutant)
    guard !survivors.isEmpty else { return entries }
    let root = options.root.standardizedFileURL
    let scratch = (options.scratch ?? root.appendingPathComponent(".build/mutation"))
    let copy = PackageCopy(source: root, folder: scratch.appendingPathComponent("package"))
    let output = scratch.appendingPathComponent("equivalence")
    try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    run.progress("Compiling \(survivors.count) mutants with optimisation, to find the equivalent")
    let observer = run.observer
    let alike = CompilerEquivalence(copy: copy, scratch: output).equivalent(
      among: survivors, lanes: options.jobs,
      warn: { observer.progress("coverage-gate: warning: \($0)") })
    let killed = entries.filter { $0.outcome == .killed && alike.contains($0.mutant) }
    if checksKilled {
      run.progress("Killed mutants the compiler calls equivalent: \(killed.count)")
      for entry in killed { run.progress("  \(entry.mutant.label)") }
    }
    run.progress("Equivalent by the compiler: \(alike.count - killed.count) survivors")
    return entries.map { entry in
      guard entry.outcome == .survived, alike.contains(entry.mutant) else { return entry }
      var pruned = entry
      pruned.outcome = .compilerEquivalent
      pruned.reason = Self.compilerReason
      return pruned
    }
  }
}
