import CommandLineSupport

/// The options of `coverage-gate` and `coverage-gate run`, as given on the command line.
public struct GateOptions: Equatable, Sendable {
  /// The exports to read; empty means the one SwiftPM printed for this package.
  public var exports: [String] = []
  /// An Xcode result bundle to read with `xcrun xccov` (macOS only).
  public var xcresult: String?
  /// The package root; the current directory when `nil`. It may name the folder an export
  /// was made in elsewhere, which is then mapped onto `sources`.
  public var root: String?
  /// Where the sources are here, when `root` names an export's folder that is not one here;
  /// the current directory when `nil`.
  public var sources: String?
  /// Folders of the exports moved to where their files are here (`--map FROM=TO`).
  public var maps: [PathMap] = []
  /// Glob patterns a file must match one of.
  public var includes: [String] = []
  /// Glob patterns of files to leave out.
  public var excludes: [String] = []
  /// The configuration file; `.coverage-gate.json` in the current directory when `nil`.
  public var configPath: String?
  /// Minimums for the total, overriding the configuration file.
  public var minimums = Thresholds()
  /// The baseline to ratchet against.
  public var baselinePath: String?
  /// How far below the baseline coverage may fall, in percentage points.
  public var tolerance: Double?
  /// Where to record the current coverage as a baseline.
  public var writeBaselinePath: String?
  /// The revision whose merge base with `HEAD` the diff starts from.
  public var diffBase: String?
  /// The minimum line coverage of changed lines.
  public var minimumDiffLines: Double?
  /// The formats written to standard output, in order.
  public var formats: [ReportFormat] = []
  /// The formats written to files.
  public var outputs: [ReportOutput] = []
  /// Whether the table lists the missing lines of each file.
  public var showsMissing = false
  /// Whether fully covered files are left out of the table and Markdown.
  public var skipsCovered = false
  /// The order of the file rows in the table and Markdown.
  public var order = GateReport.FileOrder.name
  /// At most this many file rows in the table and Markdown.
  public var top: Int?
  /// The arguments for `swift test`, after `--` with `run`.
  public var swiftTestArguments: [String] = []

  /// Creates the default options.
  public init() {}

  /// A report format written to a file or folder: `--output FORMAT=PATH`.
  public struct ReportOutput: Equatable, Sendable {
    /// The format.
    public var format: ReportFormat
    /// Where to write it; a folder for `html`.
    public var path: String
  }

  /// The `--map FROM=TO` options in `parsed`.
  static func maps(_ parsed: ParsedCommand) throws(UsageError) -> [PathMap] {
    try parsed.values(Option.map).map { text throws(UsageError) in
      let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, parts[0].hasPrefix("/"), !parts[1].isEmpty else {
        throw .invalidValue(
          text, for: "--map",
          expected: "FROM=TO: the export's folder, absolute, and where it is here")
      }
      return PathMap(from: parts[0], to: parts[1])
    }
  }

  /// Reads the options from `parsed`; operands are export paths.
  init(_ parsed: ParsedCommand) throws(UsageError) {
    exports = parsed.operands
    swiftTestArguments = parsed.passthrough
    try readSelection(parsed)
    try readThresholds(parsed)
    try readReports(parsed)
  }

  private mutating func readSelection(_ parsed: ParsedCommand) throws(UsageError) {
    root = parsed.value(Option.root)
    sources = parsed.value(Option.sources)
    if sources != nil, root == nil {
      throw .missingOperand("--root naming the export's folder, for --sources")
    }
    maps = try Self.maps(parsed)
    xcresult = parsed.value(Option.xcresult)
    includes = parsed.values(Option.include)
    excludes = parsed.values(Option.exclude)
    configPath = parsed.value(Option.config)
  }

  private mutating func readThresholds(_ parsed: ParsedCommand) throws(UsageError) {
    for (metric, option) in Option.minimums {
      minimums[metric] = try Self.threshold(parsed, option)
    }
    baselinePath = parsed.value(Option.baseline)
    tolerance = try parsed.value(Option.tolerance, expected: "percentage points, 0 or more") {
      Double($0).flatMap { $0 >= 0 ? $0 : nil }
    }
    writeBaselinePath = parsed.value(Option.writeBaseline)
    diffBase = parsed.value(Option.diffBase)
    minimumDiffLines = try Self.threshold(parsed, Option.minimumDiffLines)
    if minimumDiffLines != nil, diffBase == nil {
      throw .missingOperand("--diff-base REF for --min-diff-lines")
    }
  }

  private mutating func readReports(_ parsed: ParsedCommand) throws(UsageError) {
    formats = try parsed.values(Option.format).map { text throws(UsageError) in
      try Self.format(text, option: "--format")
    }
    if formats.contains(.html) {
      throw .invalidValue("html", for: "--format", expected: "--output html=FOLDER for HTML")
    }
    outputs = try parsed.values(Option.output).map { text throws(UsageError) in
      guard let equals = text.firstIndex(of: "="), text.index(after: equals) < text.endIndex else {
        throw .invalidValue(
          text, for: "--output", expected: "FORMAT=PATH, such as lcov=coverage.lcov")
      }
      return ReportOutput(
        format: try Self.format(String(text[..<equals]), option: "--output"),
        path: String(text[text.index(after: equals)...]))
    }
    showsMissing = parsed.flag(Option.showMissing)
    skipsCovered = parsed.flag(Option.skipCovered)
    order =
      try parsed.value(Option.sort, expected: "lines, missing or name") {
        GateReport.FileOrder(rawValue: $0)
      } ?? order
    top = try parsed.value(Option.top, expected: "a whole number of files, 1 or more") {
      Int($0).flatMap { $0 > 0 ? $0 : nil }
    }
  }

  private static func threshold(
    _ parsed: ParsedCommand, _ option: OptionDeclaration
  ) throws(UsageError) -> Double? {
    try parsed.value(
      option, expected: "a percentage from 0 to 100 or a negative whole count"
    ) { Double($0).flatMap { GateConfiguration.isValidThreshold($0) ? $0 : nil } }
  }

  private static func format(_ text: String, option: String) throws(UsageError) -> ReportFormat {
    guard let format = ReportFormat(rawValue: text) else {
      let names = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
      throw .invalidValue(text, for: option, expected: "one of \(names)")
    }
    return format
  }
}
