import CommandLineSupport
import CoverageKit

/// What `coverage-gate mutate` accepts, declared once: it is parsed, and its help and
/// completions written, from this.
extension MutationTool {
  /// The options of `coverage-gate mutate`, each read as the type it declares.
  enum Declared {
    static let filter = Option<RegularExpression?>(
      "--filter", "REGEX", help: "the tests to run, as 'swift test --filter' takes it")
    static let diff = Option<String?>(
      "--diff-base", "REF", help: "only lines changed since the merge base with REF (git)"
    ).formerly("--diff")
    static let minimumScore = Option<Percentage?>(
      "--min-score", "PERCENT", help: "fail (exit 1) when the score is lower")
    static let jobs = Option<PositiveCount?>(
      "--jobs", "N", help: "mutants tried at once", defaultText: "the processor count")
    static let timeout = Option<Seconds?>(
      "--timeout", "SECONDS", help: "a mutant's test run longer than this counts as caught",
      defaultText:
        "twice the time of the test classes that reach it, plus 2 s; twice the whole run's, plus 5 s, where the classes are not measured"
    )
    static let coverage = Option<FilePath?>(
      "--coverage", "EXPORT.json",
      help:
        "read the covered lines from this llvm-cov export instead of running the tests with coverage first"
    )
    static let operators = Option<OperatorList?>(
      "--operators", "LIST",
      help: "comma-separated, of: "
        + MutationOperator.allCases.map(\.rawValue).joined(separator: ", "),
      defaultText: "all")
    static let format = Option<MutationFormat>(
      "--format", "FORMAT",
      help:
        "what to print: table, json, markdown, github (annotations), outputs (score=…, killed=…, survived=… lines for a step's outputs), mutation-json (the mutation-testing-report-schema that Stryker's viewers read) or html (one page: survivors first, the source with every mutant marked)",
      defaultValue: .table)
    static let output = Option<MutationOutput?>(
      "--output", "FORMAT=PATH",
      help: "also write the report in FORMAT to PATH (repeatable); html=DIR writes DIR/index.html")
    static let strategy = Option<MutationRun.Strategy>(
      "--strategy", "STRATEGY",
      help:
        "schema: every mutant in one build; each-build: one build per mutant; swift-test: one 'swift build' and 'swift test' per mutant. The last two are much slower: they are there to compare with, or to rule the schema out",
      defaultValue: .schema)
    static let shard = Option<MutantShard?>(
      "--shard", "K/N",
      help:
        "try only the K-th of N slices of the mutants (from 1), for a CI matrix; join the shards' JSON reports with 'coverage-gate mutate merge'"
    )
    static let incremental = Option<FilePath?>(
      "--incremental", "FILE",
      help:
        "keep the outcomes of mutants whose file and tests are unchanged since the run that wrote FILE (read when there, written after every run; cache it in CI)"
    )
    static let pruneEquivalent = OptionDeclaration.flag(
      "--prune-equivalent",
      help:
        "compile each survivor's file with optimisation and count a survivor whose machine code is the original's as 'equivalent (compiler)', not as a survivor"
    )
    static let verbose = OptionDeclaration.flag(
      "--verbose", help: "a line for every mutant tried, with its outcome, as it is known")
  }

  /// Everything `coverage-gate mutate` accepts, from which it parses its arguments and
  /// writes its help.
  public static let declaration = CommandDeclaration(
    name: "mutate",
    abstract: """
      Mutation testing for Swift: makes small mistakes (mutants) in the package's own sources,
      one at a time, and runs the tests against each. A mutant the tests catch is killed; one
      they pass with survived, and points at a behaviour no test checks (or at a change that
      changes nothing: an equivalent mutant). Coverage says which lines ran; the score says
      how much of what they do is checked.
      """,
    discussion: """
      The mutants: < <= > >= swapped at the boundary, == and != swapped, && and || swapped, a
      ! removed, true and false swapped, + and - and * and / swapped, integer literals one
      more and one less, a statement that is only a call removed, and a returned value made
      the type's empty one (false, 0, "", nil, []). Never in string or regex literals,
      comments, attributes, or the #if branches this build does not compile, and only on
      operators written with a space on each side. Only lines the tests run are mutated; the
      others are reported as not covered.

      Everything happens in a copy of the package in DIR/.build/mutation: the package is only
      read, so a run stopped half way changes nothing. Every mutant is compiled into one
      build, switched on by an environment variable per test run (a mutant schema); the few
      the compiler refuses that way are built one by one, each build proven to hold its
      mutant alone. On Linux the tests first run once, an XCTest class or a Swift Testing
      test at a time, to learn which reach which mutants; each mutant then runs only those,
      the fastest first, stopping at the first that fails, and several mutants run at once.
      Code inside #if runs where this build compiles it.
      """,
    epilogue: """
      The score is the share of mutants caught among those the tests ran against (killed or
      timed out, over killed, timed out and survived). Exit status: 0 when the score meets
      --min-score, 1 when it does not, 2 for a usage or input error, 3 when the tests fail
      without any mutant. In the configuration file, "mutation": {"equivalent": [{"mutant":
      LABEL, "reason": WHY}]} lists mutants that behave as the code does, by the label the
      report gives them: they are not tried.
      """,
    options: [
      PackageOptions.root, PackageOptions.include, PackageOptions.exclude, Declared.filter,
      Declared.diff,
      Declared.minimumScore, Declared.jobs, Declared.timeout, Declared.coverage, Declared.operators,
      Declared.format, Declared.output, PackageOptions.config, Declared.strategy, Declared.shard,
      Declared.incremental, Declared.pruneEquivalent, Declared.verbose,
    ],
    subcommands: [listDeclaration, mergeDeclaration])

  /// `mutate list`, formerly `mutate --list`: the mutants a run would try, with the options
  /// that choose them.
  static let listDeclaration = CommandDeclaration(
    name: "list",
    abstract: """
      Lists the mutants a run with the same options would try, one a line with its label and
      operator, and the lines left alone inside #if branches this build does not compile;
      builds nothing and runs no test.
      """,
    options: [
      PackageOptions.root, PackageOptions.include, PackageOptions.exclude, Declared.diff,
      Declared.operators, PackageOptions.config, Declared.shard,
    ]
  ).formerly(flag: "--list")

  /// `coverage-gate mutate merge`: the shards' reports joined, which takes only the options
  /// of what is shown and written, as the reports hold everything else.
  static let mergeDeclaration = CommandDeclaration(
    name: "merge",
    abstract: """
      Joins the JSON reports of every shard of one run ('mutate --shard K/N --format json')
      into the report the whole run would have given, and shows it as mutate does.
      """,
    epilogue: """
      It refuses a shard missing, given twice, of another run's count, or stopped before its
      end. Exit status: 0 when the score meets --min-score, 1 when it does not, 2 for a usage
      or input error.
      """,
    options: [PackageOptions.root, Declared.minimumScore, Declared.format, Declared.output],
    operands: [
      OperandDeclaration(
        "REPORT.json", missingName: "two or more shards' JSON reports to merge", repeating: true,
        completion: .files)
    ])

  /// The whole `coverage-gate` command line: the gate's commands and `mutate`.
  public static let coverageGate: CommandDeclaration = {
    var root = CoverageGateTool.declaration
    root.subcommands.append(declaration)
    return root
  }()
}
