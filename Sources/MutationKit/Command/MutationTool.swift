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

  static let options: [OptionSpec] = [
    .value("--root"), .value("--include"), .value("--exclude"), .value("--filter"),
    .value("--jobs"), .value("--timeout"), .value("--diff"), .value("--coverage"),
    .value("--operators"), .value("--min-score"), .value("--format"), .value("--output"),
    .value("--config"), .value("--strategy"),
    .flag("--list"), .flag("--help"), .flag("-h"), .flag("--version"),
  ]

  /// What `--help` prints.
  public static let help = """
    Usage: coverage-gate mutate [--root DIR] [--include GLOB] [--exclude GLOB]
                                [--filter REGEX] [--diff BASE] [--min-score PERCENT]
                                [--jobs N] [--timeout SECONDS] [--coverage EXPORT.json]
                                [--operators LIST] [--format table|json|markdown|github]
                                [--output FORMAT=PATH ...] [--config PATH]
                                [--strategy schema|each-build|swift-test] [--list]

    Mutation testing for Swift: makes small mistakes (mutants) in the package's own sources,
    one at a time, and runs the tests against each. A mutant the tests catch is killed; one
    they pass with survived, and points at a behaviour no test checks (or at a change that
    changes nothing: an equivalent mutant). Coverage says which lines ran; the score says
    how much of what they do is checked.

    The mutants: < <= > >= swapped at the boundary, == and != swapped, && and || swapped, a
    ! removed, true and false swapped, + and - and * and / swapped, integer literals one
    more and one less, a statement that is only a call removed, and a returned value made
    the type's empty one (false, 0, "", nil, []). Never in strings, comments, attributes or
    #if blocks, and only on operators written with a space on each side. Only lines the
    tests run are mutated; the others are reported as not covered.

    Everything happens in a copy of the package in DIR/.build/mutation: the package is only
    read, so a run stopped half way changes nothing. Every mutant is compiled into one
    build, switched on by an environment variable per test run (a mutant schema); the few
    the compiler refuses that way are built one by one. On Linux several mutants run at
    once.

      --root DIR              the package (default: .)
      --include GLOB          files to mutate (repeatable; default Sources/**)
      --exclude GLOB          files left out (repeatable)
      --filter REGEX          the tests to run, as 'swift test --filter' takes it
      --diff BASE             only lines changed since the merge base with BASE (git)
      --min-score PERCENT     fail (exit 1) when the score is lower
      --jobs N                mutants tried at once (default: the processor count)
      --timeout SECONDS       a mutant's test run longer than this counts as caught
                              (default: twice the tests' own time, plus 5 s)
      --coverage EXPORT.json  read the covered lines from this llvm-cov export instead of
                              running the tests with coverage first
      --operators LIST        comma-separated, of: relational-boundary, negated-equality,
                              logical-connective, removed-not, flipped-boolean,
                              arithmetic, integer-constant, removed-call, default-return
      --format FORMAT         what to print: table (default), json, markdown or github
      --output FORMAT=PATH    also write the report in FORMAT to PATH (repeatable)
      --config PATH           the configuration (default: DIR/.coverage-gate.json if
                              present), whose "mutation": {"equivalent": [{"mutant":
                              LABEL, "reason": WHY}]} lists mutants that behave as the
                              code does, by the label the report gives them: not tried
      --strategy STRATEGY     schema (default): every mutant in one build; each-build:
                              one build per mutant; swift-test: one 'swift build' and
                              'swift test' per mutant. The last two are much slower:
                              they are there to compare with, or to rule the schema out
      --list                  list the mutants and stop, building nothing

    The score is the share of mutants caught among those the tests ran against (killed or
    timed out, over killed, timed out and survived). Exit status: 0 when the score meets
    --min-score, 1 when it does not, 2 for a usage or input error, 3 when the tests fail
    without any mutant.

    """

  /// Runs `coverage-gate mutate` with `arguments` (after `mutate`).
  public func run(_ arguments: [String]) -> ExitCode {
    do {
      return try mutate(arguments)
    } catch let error as UsageError {
      console.error("\(error) (see 'coverage-gate mutate --help')", tool: "coverage-gate")
      return .usage
    } catch let error as MutationError {
      console.error("\(error)", tool: "coverage-gate")
      if case .testsFail = error { return .testsFailed }
      return .usage
    } catch {
      console.error("\(error)", tool: "coverage-gate")
      return .usage
    }
  }

  /// The equivalent mutants the configuration file at `url` lists, by label, with their
  /// reasons: its `"mutation"` section, which the gate's configuration reader hands over.
  static func equivalentMutants(in url: URL) throws(MutationError) -> [String: String] {
    guard let data = try? Data(contentsOf: url) else {
      throw .configuration(path: url.path, reason: "cannot be read")
    }
    do {
      return try GateConfiguration(data: data, path: url.path).equivalentMutants
    } catch {
      if case .invalidConfiguration(_, let reason) = error {
        throw .configuration(path: url.path, reason: reason)
      }
      throw .configuration(path: url.path, reason: "\(error)")
    }
  }

  private func mutate(_ arguments: [String]) throws -> ExitCode {
    let parsed = try ParsedArguments(arguments, options: Self.options)
    if parsed.flag("--version") {
      console.line("coverage-gate \(ToolVersion.current) (TDDKit)")
      return .success
    }
    if parsed.flag("--help") || parsed.flag("-h") {
      console.write(Self.help)
      return .success
    }
    if let stray = parsed.operands.first { throw UsageError.unexpectedOperand(stray) }
    let root = parsed.value("--root").map(url(for:)) ?? currentDirectory
    var options = MutationRun.Options(root: root)
    options.includes = parsed.values("--include").map(Glob.init)
    options.excludes = parsed.values("--exclude").map(Glob.init)
    options.filter = parsed.value("--filter")
    if let filter = options.filter, (try? Regex(filter)) == nil {
      throw UsageError.invalidValue(filter, for: "--filter", expected: "a regular expression")
    }
    options.base = parsed.value("--diff")
    let config =
      parsed.value("--config").map(url(for:)) ?? root.appendingPathComponent(".coverage-gate.json")
    if parsed.value("--config") != nil || FileManager.default.fileExists(atPath: config.path) {
      options.equivalent = try Self.equivalentMutants(in: config)
    }
    options.coverage = parsed.value("--coverage").map(url(for:))
    if let jobs = parsed.value("--jobs") {
      guard let count = Int(jobs), count > 0 else {
        throw UsageError.invalidValue(jobs, for: "--jobs", expected: "a whole number, 1 or more")
      }
      options.jobs = count
    }
    if let timeout = parsed.value("--timeout") {
      guard let seconds = Double(timeout), seconds > 0 else {
        throw UsageError.invalidValue(timeout, for: "--timeout", expected: "seconds, more than 0")
      }
      options.timeout = seconds
    }
    if let strategy = parsed.value("--strategy") {
      guard let chosen = MutationRun.Strategy(rawValue: strategy) else {
        throw UsageError.invalidValue(
          strategy, for: "--strategy", expected: "schema, each-build or swift-test")
      }
      options.strategy = chosen
    }
    if let list = parsed.value("--operators") {
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
    let minimum = try parsed.value("--min-score").map { text throws(UsageError) -> Double in
      guard let value = Double(text), (0...100).contains(value) else {
        throw .invalidValue(text, for: "--min-score", expected: "a percentage from 0 to 100")
      }
      return value
    }
    let format = parsed.value("--format") ?? "table"
    guard Self.formats.contains(format) else {
      throw UsageError.invalidValue(
        format, for: "--format", expected: "table, json, markdown or github")
    }
    let outputs = try parsed.values("--output").map { text throws(UsageError) -> (String, URL) in
      guard let equals = text.firstIndex(of: "="), Self.formats.contains(String(text[..<equals])),
        text.index(after: equals) < text.endIndex
      else {
        throw .invalidValue(
          text, for: "--output", expected: "FORMAT=PATH with FORMAT table, json, markdown or github"
        )
      }
      return (String(text[..<equals]), url(for: String(text[text.index(after: equals)...])))
    }

    let console = self.console
    let run = MutationRun(options) { line in console.writeError(line + "\n") }
    if parsed.flag("--list") {
      let mutants = try run.mutants()
      for mutant in mutants {
        console.line("\(mutant.label) (\(mutant.mutationOperator.rawValue))")
      }
      console.line("\(mutants.count) mutants")
      return .success
    }
    let report = try run.run()
    for (format, path) in outputs {
      do {
        try AtomicFile.write(Self.render(report, as: format), to: path)
      } catch {
        throw MutationError.unwritable(path: error.path, reason: error.reason)
      }
    }
    console.write(String(decoding: Self.render(report, as: format), as: UTF8.self))
    if let minimum, report.score < minimum {
      console.error(
        "the mutation score \(report.scoreText) is below --min-score \(minimum)%",
        tool: "coverage-gate")
      return .failure
    }
    return .success
  }

  static let formats = ["table", "json", "markdown", "github"]

  static func render(_ report: MutationReport, as format: String) -> Data {
    switch format {
    case "json": report.json
    case "markdown": Data(report.markdown.utf8)
    case "github": Data(report.github.utf8)
    default: Data(report.table.utf8)
    }
  }

  private func url(for path: String) -> URL {
    URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
  }
}
