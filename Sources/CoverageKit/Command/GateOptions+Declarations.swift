import CommandLineSupport

extension GateOptions {
  /// The options of `coverage-gate` and `coverage-gate run`, declared once for parsing,
  /// the help and the completions.
  enum Option {
    static let root = OptionDeclaration.option(
      "--root", "DIR",
      help: """
        package root; paths are shown relative to it (default: .). It may name the folder an \
        export was made in on another machine; the files are then looked for in --sources
        """)
    static let sources = OptionDeclaration.option(
      "--sources", "DIR",
      help: "where the sources are here, beside a --root that is not a folder here (default: .)")
    static let map = OptionDeclaration.option(
      "--map", "FROM=TO",
      help: """
        the export's folder FROM is TO here (repeatable), as for a macOS runner's \
        /Users/runner/work/pkg/pkg; exports from two package folders merge only once mapped \
        onto one
        """)
    static let include = OptionDeclaration.option(
      "--include", "GLOB", help: "count only files matching one of these (repeatable; ** allowed)")
    static let exclude = OptionDeclaration.option(
      "--exclude", "GLOB",
      help: """
        leave out files matching these (repeatable); .build, Tests, checkouts and derived \
        files are always left out
        """)
    static let config = OptionDeclaration.option(
      "--config", "PATH",
      help: """
        configuration file (default: ./.coverage-gate.json if present); its root and baseline \
        are relative to its folder, its globs to the package root
        """)
    static let xcresult = OptionDeclaration.option(
      "--xcresult", "PATH", help: "an Xcode result bundle, read with 'xcrun xccov' (macOS)")

    /// `--min-lines P` and the others, by the metric each sets.
    static let minimums: [(Metric, OptionDeclaration)] = Metric.allCases.map { metric in
      (
        metric,
        .option("--min-\(metric.rawValue)", "P", help: "minimum \(metric.rawValue) coverage")
      )
    }
    static let baseline = OptionDeclaration.option(
      "--baseline", "FILE",
      help: """
        fail when total or file line coverage drops below the baseline; a baseline that does \
        not exist is an error
        """)
    static let tolerance = OptionDeclaration.option(
      "--tolerance", "POINTS", help: "how far it may drop (default: 0.01)")
    static let writeBaseline = OptionDeclaration.option(
      "--write-baseline", "FILE",
      help: "record the current coverage as a baseline (not checked against the old one)")
    static let diffBase = OptionDeclaration.option(
      "--diff-base", "REF", help: "also measure the lines changed since the merge base with REF")
    static let minimumDiffLines = OptionDeclaration.option(
      "--min-diff-lines", "P", help: "minimum coverage of those changed lines")

    static let format = OptionDeclaration.option(
      "--format", "FORMAT", help: "write to standard output (repeatable; default: table)")
    static let output = OptionDeclaration.option(
      "--output", "FORMAT=PATH",
      help: """
        write to a file, or a folder for html (repeatable). Formats: table, json, markdown, \
        comment (markdown that fits a pull-request comment), github, lcov, cobertura, html, \
        outputs (lines=…, functions=…, regions=…, passed=… lines)
        """)
    static let showMissing = OptionDeclaration.flag(
      "--show-missing", help: "list the line ranges that never ran")
    static let skipCovered = OptionDeclaration.flag(
      "--skip-covered", help: "leave fully covered files out of table and markdown")
    static let sort = OptionDeclaration.option(
      "--sort", "ORDER",
      help: """
        file rows by name (default), lines (lowest first) or missing (most lines never run \
        first)
        """)
    static let top = OptionDeclaration.option(
      "--top", "N", help: "at most N file rows in table and markdown")
  }

  /// The gate's options in the groups its help shows.
  static let sections = [
    OptionSection(
      "Selection",
      [
        Option.root, Option.sources, Option.map, Option.include, Option.exclude, Option.config,
        Option.xcresult,
      ],
      note: """
        Given here, --include and --exclude each replace the configuration's list. A glob of \
        include or exclude (or of the configuration's files) that matches no file of the \
        export is an error, as is a --map whose FROM holds none.
        """),
    OptionSection(
      "Thresholds (percent; a negative number is the most items allowed to stay uncovered)",
      Option.minimums.map(\.1) + [
        Option.baseline, Option.tolerance, Option.writeBaseline, Option.diffBase,
        Option.minimumDiffLines,
      ]),
    OptionSection(
      "Reports",
      [
        Option.format, Option.output, Option.showMissing, Option.skipCovered, Option.sort,
        Option.top,
      ]),
  ]
}
