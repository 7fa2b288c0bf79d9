import CommandLineSupport

extension GateOptions {
  /// The options of `coverage-gate` and `coverage-gate run`, declared once for parsing,
  /// the help and the completions.
  enum Declared {
    static let sources = Option<FilePath?>(
      "--sources", "DIR",
      help:
        "where the sources are here, when --root names the folder an export was made in elsewhere",
      defaultText: ".")
    static let map = Option<PathMap?>(
      "--map", "FROM=TO",
      help: """
        the export's folder FROM is TO here (repeatable), as for a macOS runner's \
        /Users/runner/work/pkg/pkg; exports from two package folders merge only once mapped \
        onto one
        """)
    static let xcresult = Option<FilePath?>(
      "--xcresult", "PATH", help: "an Xcode result bundle, read with 'xcrun xccov' (macOS)")

    /// `--min-lines P` and the others, by the metric each sets.
    static let minimums: [(Metric, Option<CoverageThreshold?>)] = Metric.allCases.map { metric in
      (metric, Option("--min-\(metric.rawValue)", "P", help: "minimum \(metric.rawValue) coverage"))
    }
    static let baseline = Option<FilePath?>(
      "--baseline", "FILE",
      help: """
        fail when total or file line coverage drops below the baseline; a baseline that does \
        not exist is an error
        """)
    static let tolerance = Option<PercentagePoints?>(
      "--tolerance", "POINTS", help: "how far it may drop", defaultText: "0.01")
    static let writeBaseline = Option<FilePath?>(
      "--write-baseline", "FILE",
      help: "record the current coverage as a baseline (not checked against the old one)")
    static let diffBase = Option<String?>(
      "--diff-base", "REF", help: "also measure the lines changed since the merge base with REF")
    static let minimumDiffLines = Option<CoverageThreshold?>(
      "--min-diff-lines", "P", help: "minimum coverage of those changed lines")

    static let format = Option<ReportFormat?>(
      "--format", "FORMAT", help: "write to standard output (repeatable)", defaultText: "table")
    static let output = Option<GateOptions.ReportOutput?>(
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
    static let sort = Option<GateReport.FileOrder>(
      "--sort", "ORDER",
      help: "file rows by name, lines (lowest first) or missing (most lines never run first)",
      defaultValue: .name)
    static let top = Option<PositiveCount?>(
      "--top", "N", help: "at most N file rows in table and markdown")
  }

  /// The gate's options in the groups its help shows.
  static let sections = [
    OptionSection(
      "Selection",
      [
        PackageOptions.root, Declared.sources, Declared.map, PackageOptions.include,
        PackageOptions.exclude, PackageOptions.config,
        Declared.xcresult,
      ],
      note: """
        Given here, --include and --exclude each replace the configuration's list. A glob of \
        include or exclude (or of the configuration's files) that matches no file of the \
        export is an error, as is a --map whose FROM holds none.
        """),
    OptionSection(
      "Thresholds (percent; a negative number is the most items allowed to stay uncovered)",
      Declared.minimums.map(\.1) + [
        Declared.baseline, Declared.tolerance, Declared.writeBaseline, Declared.diffBase,
        Declared.minimumDiffLines,
      ]),
    OptionSection(
      "Reports",
      [
        Declared.format, Declared.output, Declared.showMissing, Declared.skipCovered, Declared.sort,
        Declared.top,
      ]),
  ]
}
