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

  /// Every option the gate accepts.
  static let specs: [OptionSpec] = [
    .value("--root"), .value("--include"), .value("--exclude"), .value("--config"),
    .value("--min-lines"), .value("--min-functions"), .value("--min-regions"),
    .value("--min-branches"), .value("--baseline"), .value("--tolerance"),
    .value("--write-baseline"), .value("--diff-base"), .value("--min-diff-lines"),
    .value("--format"), .value("--output"), .flag("--show-missing"), .flag("--skip-covered"),
    .value("--sort"), .value("--top"), .value("--xcresult"), .value("--sources"), .value("--map"),
  ]

  /// The `--map FROM=TO` options in `parsed`.
  static func maps(_ parsed: ParsedArguments) throws(UsageError) -> [PathMap] {
    try parsed.values("--map").map { text throws(UsageError) in
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
  init(_ parsed: ParsedArguments) throws(UsageError) {
    exports = parsed.operands
    root = parsed.value("--root")
    sources = parsed.value("--sources")
    if sources != nil, root == nil {
      throw .missingOperand("--root naming the export's folder, for --sources")
    }
    maps = try Self.maps(parsed)
    xcresult = parsed.value("--xcresult")
    includes = parsed.values("--include")
    excludes = parsed.values("--exclude")
    configPath = parsed.value("--config")
    for metric in Metric.allCases {
      minimums[metric] = try Self.threshold(
        parsed.value("--min-\(metric.rawValue)"), "--min-\(metric.rawValue)")
    }
    baselinePath = parsed.value("--baseline")
    if let text = parsed.value("--tolerance") {
      guard let value = Double(text), value >= 0 else {
        throw .invalidValue(text, for: "--tolerance", expected: "percentage points, 0 or more")
      }
      tolerance = value
    }
    writeBaselinePath = parsed.value("--write-baseline")
    diffBase = parsed.value("--diff-base")
    minimumDiffLines = try Self.threshold(parsed.value("--min-diff-lines"), "--min-diff-lines")
    if minimumDiffLines != nil, diffBase == nil {
      throw .missingOperand("--diff-base REF for --min-diff-lines")
    }
    formats = try parsed.values("--format").map { text throws(UsageError) in
      try Self.format(text, option: "--format")
    }
    if formats.contains(.html) {
      throw .invalidValue("html", for: "--format", expected: "--output html=FOLDER for HTML")
    }
    outputs = try parsed.values("--output").map { text throws(UsageError) in
      guard let equals = text.firstIndex(of: "="), text.index(after: equals) < text.endIndex else {
        throw .invalidValue(
          text, for: "--output", expected: "FORMAT=PATH, such as lcov=coverage.lcov")
      }
      return ReportOutput(
        format: try Self.format(String(text[..<equals]), option: "--output"),
        path: String(text[text.index(after: equals)...]))
    }
    showsMissing = parsed.flag("--show-missing")
    skipsCovered = parsed.flag("--skip-covered")
    if let text = parsed.value("--sort") {
      guard let order = GateReport.FileOrder(rawValue: text) else {
        throw .invalidValue(text, for: "--sort", expected: "lines, missing or name")
      }
      self.order = order
    }
    if let text = parsed.value("--top") {
      guard let top = Int(text), top > 0 else {
        throw .invalidValue(text, for: "--top", expected: "a whole number of files, 1 or more")
      }
      self.top = top
    }
  }

  private static func threshold(_ text: String?, _ option: String) throws(UsageError) -> Double? {
    guard let text else { return nil }
    guard let value = Double(text), GateConfiguration.isValidThreshold(value) else {
      throw .invalidValue(
        text, for: option, expected: "a percentage from 0 to 100 or a negative whole count")
    }
    return value
  }

  private static func format(_ text: String, option: String) throws(UsageError) -> ReportFormat {
    guard let format = ReportFormat(rawValue: text) else {
      let names = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
      throw .invalidValue(text, for: option, expected: "one of \(names)")
    }
    return format
  }
}
