import CommandLineSupport
import CoverageKit
import Foundation

/// The command line of `coverage-gate mutate` read into what a run needs: its paths from
/// the current directory, its options with the configuration file's section.
struct MutateCommandLine {
  /// The parsed `mutate` command.
  let parsed: ParsedCommand
  /// The folder relative paths start from.
  let currentDirectory: URL

  /// The package's root: `--root`, else the current directory.
  func root() throws -> URL {
    try parsed.value(PackageOptions.root).map(url(for:)) ?? currentDirectory
  }

  /// The run's options, from the parsed command line and the configuration file.
  func options() throws -> MutationOptions {
    let root = try root()
    var options = MutationOptions(root: root)
    options.shard = try parsed.value(MutationTool.Declared.shard)
    options.includes = try parsed.values(PackageOptions.include).map(Glob.init)
    options.excludes = try parsed.values(PackageOptions.exclude).map(Glob.init)
    options.filter = try parsed.value(MutationTool.Declared.filter)?.text
    options.base = try parsed.value(MutationTool.Declared.diff)
    options.incremental = try parsed.value(MutationTool.Declared.incremental).map(url(for:))
    options.prunesEquivalents = parsed.flag(MutationTool.Declared.pruneEquivalent)
    if let base = options.base, options.incremental != nil {
      // A run of the changed lines alone would leave the results of the rest behind.
      throw UsageError.invalidValue(
        base, for: "--diff-base",
        expected: "no --incremental beside it (each tries only what changed)")
    }
    let config = try parsed.value(PackageOptions.config).map(url(for:))
    let found = config ?? root.appendingPathComponent(".coverage-gate.json")
    if config != nil || FileManager.default.fileExists(atPath: found.path) {
      let configuration = try MutationConfiguration.read(from: found)
      options.equivalent = configuration.equivalent
      options.skippedCalls = configuration.skippedCalls
    }
    if let export = try parsed.value(MutationTool.Declared.coverage) {
      guard FileManager.default.fileExists(atPath: url(for: export).path) else {
        throw UsageError.invalidValue(
          export.text, for: MutationTool.Declared.coverage.name,
          expected: "an llvm-cov JSON export that exists")
      }
      options.coverage = url(for: export)
    }
    options.jobs = try parsed.value(MutationTool.Declared.jobs)?.value ?? options.jobs
    options.timeout = try parsed.value(MutationTool.Declared.timeout)?.value
    options.strategy = try parsed.value(MutationTool.Declared.strategy)
    options.operators =
      try parsed.value(MutationTool.Declared.operators)?.operators ?? options.operators
    return options
  }

  /// `path` as typed, from the current directory.
  func url(for path: FilePath) -> URL {
    path.url(relativeTo: currentDirectory)
  }
}
