import CommandLineSupport
import CoverageKit
import Foundation

/// `coverage-gate mutate` as typed, and `mutate merge`: every option read as its type, paths
/// from the current directory, and the options that cannot go together refused, before
/// anything runs. Only the configuration file and the coverage export are read when it runs.
struct MutateCommand {
  /// What the command does.
  enum Mode: Equatable {
    /// Tries the mutants.
    case run
    /// Lists the mutants and stops (`mutate list`).
    case list
    /// Joins these shards' JSON reports (`mutate merge`).
    case merge([URL])
  }

  let mode: Mode
  /// The package's root: `--root`, else the current directory.
  let root: URL
  /// `--min-score`, when given.
  let minimum: Double?
  /// `--format`: what is printed.
  let format: MutationFormat
  /// `--output FORMAT=PATH`: what else is written, and where.
  let outputs: [(format: MutationFormat, url: URL)]
  /// `--verbose`: a line for every mutant tried.
  let verbose: Bool
  /// The run's options from the command line alone; ``options()`` adds the configuration's.
  private let given: MutationOptions
  /// `--config`, when given.
  private let config: URL?
  /// `--coverage`, as typed and read, when given.
  private let coverage: (typed: String, url: URL)?

  /// The command `parsed` gives, its paths read from `currentDirectory`.
  init(_ parsed: ParsedCommand, currentDirectory: URL) throws(UsageError) {
    let url = { (path: FilePath) in path.url(relativeTo: currentDirectory) }
    let read = Reading(parsed: parsed)
    root = try read.value(PackageOptions.root).map(url) ?? currentDirectory
    minimum = try read.value(MutationTool.Declared.minimumScore)?.value
    format = try read.value(MutationTool.Declared.format)
    outputs = try read.values(MutationTool.Declared.output).map { ($0.format, url($0.path)) }
    if parsed.path.last == MutationTool.mergeDeclaration.name {
      mode = .merge(parsed.operands.map { url(FilePath($0)) })
      (verbose, given, config, coverage) = (false, MutationOptions(root: root), nil, nil)
      return
    }
    config = try parsed.value(PackageOptions.config).map(url)
    mode = parsed.path.last == MutationTool.listDeclaration.name ? .list : .run
    verbose = read.flag(MutationTool.Declared.verbose)
    coverage = try read.value(MutationTool.Declared.coverage).map { ($0.text, url($0)) }
    given = try Self.options(read, root: root, url: url)
  }

  /// The options of the command the parsed line names, read when it declares them (`list`
  /// takes only those that choose the mutants), else their defaults.
  private struct Reading {
    let parsed: ParsedCommand

    func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value {
      parsed.declares(option.declaration) ? try parsed.value(option) : option.defaultValue
    }

    func values<Wrapped>(_ option: Option<Wrapped?>) throws(UsageError) -> [Wrapped] {
      parsed.declares(option.declaration) ? try parsed.values(option) : []
    }

    func flag(_ option: OptionDeclaration) -> Bool {
      parsed.declares(option) && parsed.flag(option)
    }
  }

  /// The options of a run that the command line alone gives.
  private static func options(
    _ read: Reading, root: URL, url: (FilePath) -> URL
  ) throws(UsageError) -> MutationOptions {
    var options = MutationOptions(root: root)
    options.shard = try read.value(MutationTool.Declared.shard)
    options.includes = try read.values(PackageOptions.include).map(Glob.init)
    options.excludes = try read.values(PackageOptions.exclude).map(Glob.init)
    options.filter = try read.value(MutationTool.Declared.filter)?.text
    options.base = try read.value(MutationTool.Declared.diff)
    options.incremental = try read.value(MutationTool.Declared.incremental).map(url)
    options.prunesEquivalents = read.flag(MutationTool.Declared.pruneEquivalent)
    if let base = options.base, options.incremental != nil {
      // A run of the changed lines alone would leave the results of the rest behind.
      throw .invalidValue(
        base, for: "--diff-base",
        expected: "no --incremental beside it (each tries only what changed)")
    }
    options.jobs = try read.value(MutationTool.Declared.jobs)?.value ?? options.jobs
    options.timeout = try read.value(MutationTool.Declared.timeout)?.value
    options.strategy = try read.value(MutationTool.Declared.strategy)
    options.operators =
      try read.value(MutationTool.Declared.operators)?.operators ?? options.operators
    return options
  }

  /// The run's options: the command line's, with the configuration file's `"mutation"`
  /// section (`--config`, else the root's `.coverage-gate.json` when there) and the coverage
  /// export, which must exist.
  func options() throws -> MutationOptions {
    var options = given
    let found = config ?? root.appendingPathComponent(".coverage-gate.json")
    if config != nil || FileManager.default.fileExists(atPath: found.path) {
      let configuration = try MutationConfiguration.read(from: found)
      options.equivalent = configuration.equivalent
      options.skippedCalls = configuration.skippedCalls
    }
    if let coverage {
      guard FileManager.default.fileExists(atPath: coverage.url.path) else {
        throw UsageError.invalidValue(
          coverage.typed, for: MutationTool.Declared.coverage.name,
          expected: "an llvm-cov JSON export that exists")
      }
      options.coverage = coverage.url
    }
    return options
  }
}
