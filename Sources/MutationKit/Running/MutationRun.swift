import CommandLineSupport
import CoverageKit
import Foundation
import SwiftLexer

/// One mutation run of a package: its mutants found, built in one schema (or alone where
/// the compiler refuses the schema), and tried against the tests, in a copy of the package.
public struct MutationRun: Sendable {
  /// What to mutate and how.
  public struct Options: Sendable {
    /// The package root.
    public var root: URL
    /// The files to mutate, as globs of paths relative to the root; the package's own
    /// sources (`Sources/**`) when empty.
    public var includes: [Glob] = []
    /// Files left out.
    public var excludes: [Glob] = []
    /// The tests to run, as `swift test --filter` takes them; all when `nil`.
    public var filter: String?
    /// Mutants tried side by side (Linux only).
    public var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// Seconds a mutant's tests may take before it counts as timed out; `nil` for twice
    /// the tests' own time plus 5 s.
    public var timeout: Double?
    /// Only the lines changed since this git revision, when given.
    public var base: String?
    /// An llvm-cov export of the tests, to read the covered lines from instead of measuring.
    public var coverage: URL?
    /// The operators to use.
    public var operators = Set(MutationOperator.allCases)
    /// Where the package copy is kept (default: `.build/mutation` in the package).
    public var scratch: URL?
    /// Mutants known to behave as the code does, by label, each with the reason: not tried.
    public var equivalent: [String: String] = [:]
    /// How the mutants are built: in one schema (the default and fastest), or one build each.
    public var strategy = Strategy.schema

    /// Options for the package at `root`.
    public init(root: URL) {
      self.root = root
    }
  }

  /// How mutants are built and run. The two slower ones are there to compare with, as
  /// `Scripts/benchmark-mutation.sh` does, or to rule the schema out when in doubt.
  public enum Strategy: String, CaseIterable, Sendable {
    /// Every mutant in one build, switched on by an environment variable per test run.
    case schema
    /// One incremental build per mutant, its tests run as the schema's are.
    case eachBuild = "each-build"
    /// One `swift build` and one `swift test` per mutant, as a tool without schemata does.
    case swiftTest = "swift-test"
  }

  public let options: Options
  /// Called with a line of progress now and then.
  let progress: @Sendable (String) -> Void

  /// A run with `options`, telling its progress to `progress`.
  public init(_ options: Options, progress: @escaping @Sendable (String) -> Void = { _ in }) {
    self.options = options
    self.progress = progress
  }

  /// The mutants of the package's selected files (and changed lines), without building.
  public func mutants() throws(MutationError) -> [Mutant] {
    let root = options.root.standardizedFileURL
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
    else { throw .noPackage(path: root.path) }
    let includes = options.includes.isEmpty ? [Glob("Sources/**")] : options.includes
    let selection = FileSelection(root: root.path, includes: includes, excludes: options.excludes)
    var changed: [String: [ClosedRange<Int>]]?
    if let base = options.base {
      do {
        changed = try GitChanges.changedLines(since: base, root: root)
      } catch {
        throw .git(message: error.description)
      }
    }
    let finder = MutantFinder(operators: options.operators)
    var found: [Mutant] = []
    let files = PackageCopy.files(under: root)
      .filter { $0.hasSuffix(".swift") && selection.selects(relativePath: $0) }.sorted()
    for path in files {
      guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      else { continue }
      var mutants = finder.mutants(in: text, file: path)
      if let changed {
        let ranges = changed[path] ?? []
        mutants = mutants.filter { mutant in ranges.contains { $0.contains(mutant.line) } }
      }
      found += mutants
    }
    return found
  }

  /// Finds the mutants, builds them and runs the tests against each covered one.
  public func run() throws(MutationError) -> MutationReport {
    let started = Date()
    let mutants = try mutants()
    if options.base == nil {
      let labels = Set(mutants.map(\.label))
      for stale in options.equivalent.keys.sorted() where !labels.contains(stale) {
        progress("warning: no mutant \(stale), which the configuration lists as equivalent")
      }
    }
    // A change with no line to mutate (documentation, tests) needs no build at all.
    if mutants.isEmpty {
      return MutationReport(entries: [], seconds: Date().timeIntervalSince(started), builds: 0)
    }
    let root = options.root.standardizedFileURL
    let copy = PackageCopy(
      source: root,
      folder: (options.scratch ?? root.appendingPathComponent(".build/mutation"))
        .appendingPathComponent("package"))
    progress("Copying the package to \(copy.folder.path)")
    try copy.sync()
    let schema = MutantSchema(mutants)
    var excluded = Set<Int>()
    let measuring = options.coverage == nil
    var builds = VerifiedBuilds(copy: copy, coverage: measuring)
    // The schema, less every site the compiler refuses, until it builds.
    for attempt in 1...8 where options.strategy == .schema {
      let layout = try write(schema, excluding: excluded, into: &builds)
      progress(
        attempt == 1
          ? "Building \(mutants.count) mutants in one build"
          : "Building again without the \(excluded.count) mutants the compiler refused")
      let build = builds.build()
      if build.succeeded { break }
      try? Data(build.output.utf8).write(
        to: copy.folder.deletingLastPathComponent().appendingPathComponent("build-\(attempt).log"))
      let refused = Self.refusedMutants(
        in: build.output, schema: schema, layout: layout, copy: copy)
      let fresh = refused.subtracting(excluded)
      if fresh.isEmpty || attempt == 8 {
        // Nothing more to take out: the package itself does not build.
        guard !excluded.isEmpty || !refused.isEmpty || attempt == 8 else {
          throw .doesNotBuild(reason: Self.firstError(in: build.output))
        }
        excluded = Set(schema.mutants.keys)
        break
      }
      excluded.formUnion(fresh)
    }
    if options.strategy != .schema { excluded = Set(schema.mutants.keys) }
    if excluded.count == schema.mutants.count {
      try write(schema, excluding: excluded, into: &builds)
      let plain = builds.build()
      guard plain.succeeded else {
        throw .doesNotBuild(reason: Self.firstError(in: plain.output))
      }
    }
    let covered = try coveredLines(in: copy, measuring: measuring)
    let execution = try TestExecution(folder: copy.folder, filter: options.filter)
    let baseline = execution.run(mutant: 0, timeout: options.timeout ?? 600)
    guard baseline.passed else {
      throw .testsFail(
        reason: baseline.timedOut ? "they timed out" : Self.firstError(in: baseline.tail))
    }
    let timeout = options.timeout ?? Self.timeout(forTestsTaking: baseline.seconds)
    var outcomes: [Int: MutantOutcome] = [:]
    var tried: [Int] = []
    for (number, mutant) in schema.mutants {
      if options.equivalent[mutant.label] != nil {
        outcomes[number] = .equivalent
      } else if covered[mutant.file]?.contains(mutant.line) != true {
        outcomes[number] = .notCovered
      } else if !excluded.contains(number) {
        tried.append(number)
      }
    }
    if !tried.isEmpty {
      guard try builds.prove(holding: Set(tried.compactMap { schema.mutants[$0]?.file })) else {
        throw .doesNotBuild(reason: "the schema built once and then no more")
      }
      progress(
        "Trying \(tried.count) mutants against the tests, \(execution.runsInParallel ? options.jobs : 1) at a time"
      )
    }
    let results = Locked<[Int: MutantOutcome]>([:])
    let next = Locked(0)
    let order = tried.sorted()
    DispatchQueue.concurrentPerform(iterations: execution.runsInParallel ? max(1, options.jobs) : 1)
    { _ in
      while true {
        let index = next.withLock { value -> Int in
          defer { value += 1 }
          return value
        }
        guard index < order.count else { return }
        let result = execution.run(mutant: order[index], timeout: timeout)
        let outcome: MutantOutcome =
          result.passed ? .survived : result.timedOut ? .timedOut : .killed
        results.withLock { $0[order[index]] = outcome }
      }
    }
    outcomes.merge(results.current) { _, new in new }
    // The mutants the schema could not hold, one build each, each proven to hold its mutant.
    let alone = excluded.filter { outcomes[$0] == nil }.sorted()
    if !alone.isEmpty {
      progress("Building \(alone.count) mutants one by one")
      try write(schema, excluding: Set(schema.mutants.keys), into: &builds)
      // A tool without schemata builds as `swift build` does, without coverage.
      if options.strategy == .swiftTest { builds.coverage = false }
      for number in alone {
        guard let mutant = schema.mutants[number] else { continue }
        let original = try copy.original(mutant.file)
        try builds.write(mutant.applied(to: original), to: mutant.file)
        let built = try builds.build().succeeded ? builds.prove(holding: [mutant.file]) : false
        if !built {
          outcomes[number] = .notBuilt
        } else if options.strategy == .swiftTest {
          outcomes[number] = Self.swiftTest(
            in: copy.folder, filter: options.filter, timeout: timeout)
        } else {
          let result = execution.run(mutant: 0, timeout: timeout)
          outcomes[number] = result.passed ? .survived : result.timedOut ? .timedOut : .killed
        }
        try builds.write(original, to: mutant.file)
      }
    }
    return MutationReport(
      entries: outcomes.sorted { $0.key < $1.key }.compactMap { number, outcome in
        mutants.indices.contains(number - 1)
          ? MutationReport.Entry(
            mutant: mutants[number - 1], outcome: outcome, inSchema: !excluded.contains(number),
            reason: options.equivalent[mutants[number - 1].label])
          : nil
      }, seconds: Date().timeIntervalSince(started), builds: builds.made)
  }

  /// Writes the schema's files into the copy, the sites of the `excluded` mutants left as
  /// they were, and a support file in each target folder that has sites.
  @discardableResult
  private func write(
    _ schema: MutantSchema, excluding excluded: Set<Int>, into builds: inout VerifiedBuilds
  ) throws(MutationError) -> [String: Layout] {
    let copy = builds.copy
    let files = Set(schema.mutants.values.map(\.file))
    var byTarget: [String: [MutantSchema.Site]] = [:]
    for file in files.sorted() {
      let original = try copy.original(file)
      let sites = schema.sites(in: file, text: original).filter {
        $0.numbers.allSatisfy { !excluded.contains($0) }
      }
      try builds.write(MutantSchema.rewrite(original, sites: sites), to: file)
      byTarget[Self.targetFolder(of: file), default: []] += sites
    }
    var layout: [String: Layout] = [:]
    for target in Set(files.map(Self.targetFolder)).sorted() {
      let support = MutantSchema.support(for: byTarget[target] ?? [])
      try builds.write(support.text, to: "\(target)/\(Self.supportFile)")
      layout[target] = Layout(sites: byTarget[target] ?? [], lines: support.lines)
    }
    return layout
  }

  /// What a target's support file declares: its sites, and the lines of each's declarations.
  struct Layout: Sendable {
    var sites: [MutantSchema.Site]
    var lines: [ClosedRange<Int>: Int]
  }

  /// The name of the file of the schema's declarations in each target folder.
  static let supportFile = "TDDKitMutantSchema.swift"

  /// The target folder of a source file: `Sources/ToDo` for `Sources/ToDo/Model/Item.swift`.
  static func targetFolder(of file: String) -> String {
    file.split(separator: "/").prefix(2).joined(separator: "/")
  }

  /// How long a mutant's tests may run when the tests alone take `seconds`: twice that
  /// (two mutants share the processor), plus 5 s for a loaded machine, as mutation testers
  /// for other languages allow. A mutant that loops costs this long, so it is kept short.
  static func timeout(forTestsTaking seconds: Double) -> Double {
    seconds * 2 + 5
  }

  /// One built mutant the way a tool without schemata tries it: `swift test`, told to skip
  /// the build just done, so the timeout is the tests' alone.
  static func swiftTest(in folder: URL, filter: String?, timeout: Double) -> MutantOutcome {
    let command = ["swift", "test", "--skip-build"] + (filter.map { ["--filter", $0] } ?? [])
    guard
      let outcome = try? Subprocess.run(
        command, in: folder, environment: TestExecution.environment(mutant: 0),
        mergingErrors: true, timeout: timeout, keepingAtMost: TestExecution.outputKept,
        endingItsGroup: true)
    else { return .killed }
    return outcome.timedOut ? .timedOut : outcome.succeeded ? .survived : .killed
  }
}
