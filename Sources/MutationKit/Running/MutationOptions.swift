import CoverageKit
import Foundation

/// What a mutation run mutates and how: the package, its files, the tests, the operators,
/// the shard and what is known to be equivalent.
struct MutationOptions: Sendable {
  /// The package root.
  var root: URL
  /// The files to mutate, as globs of paths relative to the root; the package's own
  /// sources (`Sources/**`) when empty.
  var includes: [Glob] = []
  /// Files left out.
  var excludes: [Glob] = []
  /// The tests to run, as `swift test --filter` takes them; all when `nil`.
  var filter: String?
  /// Mutants tried side by side (Linux only).
  var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
  /// Seconds a mutant's tests may take before it counts as timed out; `nil` for twice
  /// the tests' own time plus 5 s.
  var timeout: Double?
  /// Only the lines changed since this git revision, when given.
  var base: String?
  /// An llvm-cov export of the tests, to read the covered lines from instead of measuring.
  var coverage: URL?
  /// The file that keeps the outcomes between runs, read when there and written after.
  var incremental: URL?
  /// The operators to use.
  var operators = Set(MutationOperator.allCases)
  /// The slice of the mutants this run tries, for a CI matrix; all when `nil`.
  var shard: MutantShard?
  /// The functions whose calls get no mutant.
  var skippedCalls = MutantFinder.defaultSkippedCalls
  /// Where the package copy is kept (default: `.build/mutation` in the package).
  var scratch: URL?
  /// Mutants known to behave as the code does, by label, each with the reason: not tried.
  var equivalent: [String: String] = [:]
  /// Whether survivors the optimizing compiler proves equivalent are counted so, not as
  /// survivors.
  var prunesEquivalents = false
  /// How the mutants are built: in one schema (the default and fastest), or one build each.
  var strategy = MutationRun.Strategy.schema

  /// Options for the package at `root`.
  init(root: URL) {
    self.root = root
  }
}
