import CommandLineSupport

/// The options of `coverage-gate` and `coverage-gate run`, as given on the command line.
struct GateOptions: Equatable, Sendable {
  /// The exports to read; empty means the one SwiftPM printed for this package.
  var exports: [String] = []
  /// An Xcode result bundle to read with `xcrun xccov` (macOS only).
  var xcresult: String?
  /// The package root; the current directory when `nil`. It may name the folder an export
  /// was made in elsewhere, which is then mapped onto `sources`.
  var root: String?
  /// Where the sources are here, when `root` names an export's folder that is not one here;
  /// the current directory when `nil`.
  var sources: String?
  /// Folders of the exports moved to where their files are here (`--map FROM=TO`).
  var maps: [PathMap] = []
  /// Glob patterns a file must match one of.
  var includes: [String] = []
  /// Glob patterns of files to leave out.
  var excludes: [String] = []
  /// The configuration file; `.coverage-gate.json` in the root when `nil`.
  var configPath: String?
  /// Minimums for the total, overriding the configuration file.
  var minimums = Thresholds()
  /// The baseline to ratchet against.
  var baselinePath: String?
  /// How far below the baseline coverage may fall, in percentage points.
  var tolerance: Double?
  /// Where to record the current coverage as a baseline.
  var writeBaselinePath: String?
  /// The revision whose merge base with `HEAD` the diff starts from.
  var diffBase: String?
  /// The minimum line coverage of changed lines.
  var minimumDiffLines: Double?
  /// The formats written to standard output, in order.
  var formats: [ReportFormat] = []
  /// The formats written to files.
  var outputs: [ReportOutput] = []
  /// Whether the table lists the missing lines of each file.
  var showsMissing = false
  /// Whether fully covered files are left out of the table and Markdown.
  var skipsCovered = false
  /// The order of the file rows in the table and Markdown.
  var order = GateReport.FileOrder.name
  /// At most this many file rows in the table and Markdown.
  var top: Int?
  /// The arguments for `swift test`, after `--` with `run`.
  var swiftTestArguments: [String] = []

  /// Creates the default options.
  init() {}

  /// A report format written to a file or folder: `--output FORMAT=PATH`.
  struct ReportOutput: Equatable, Sendable {
    /// The format.
    var format: ReportFormat
    /// Where to write it; a folder for `html`.
    var path: String
  }

  /// The `--map FROM=TO` options in `parsed`.
  static func maps(_ parsed: ParsedCommand) throws(UsageError) -> [PathMap] {
    try parsed.values(Declared.map)
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
    root = try parsed.value(PackageOptions.root)?.text
    sources = try parsed.value(Declared.sources)?.text
    if sources != nil, root == nil {
      throw .missingOperand("--root naming the export's folder, for --sources")
    }
    maps = try Self.maps(parsed)
    xcresult = try parsed.value(Declared.xcresult)?.text
    includes = try parsed.values(PackageOptions.include)
    excludes = try parsed.values(PackageOptions.exclude)
    configPath = try parsed.value(PackageOptions.config)?.text
  }

  private mutating func readThresholds(_ parsed: ParsedCommand) throws(UsageError) {
    for (metric, option) in Declared.minimums {
      minimums[metric] = try parsed.value(option)?.value
    }
    baselinePath = try parsed.value(Declared.baseline)?.text
    tolerance = try parsed.value(Declared.tolerance)?.value
    writeBaselinePath = try parsed.value(Declared.writeBaseline)?.text
    diffBase = try parsed.value(Declared.diffBase)
    minimumDiffLines = try parsed.value(Declared.minimumDiffLines)?.value
    if minimumDiffLines != nil, diffBase == nil {
      throw .missingOperand("--diff-base REF for --min-diff-lines")
    }
  }

  private mutating func readReports(_ parsed: ParsedCommand) throws(UsageError) {
    formats = try parsed.values(Declared.format)
    if formats.contains(.html) {
      throw .invalidValue("html", for: "--format", expected: "--output html=FOLDER for HTML")
    }
    outputs = try parsed.values(Declared.output)
    showsMissing = parsed.flag(Declared.showMissing)
    skipsCovered = parsed.flag(Declared.skipCovered)
    order = try parsed.value(Declared.sort)
    top = try parsed.value(Declared.top)?.value
  }
}
