import Foundation

/// The contents of a `.coverage-gate.json` file: what to select and which thresholds to check.
///
/// ```json
/// {
///   "exclude": ["Sources/todo/main.swift"],
///   "total": { "lines": 90, "functions": 85 },
///   "targets": { "ToDo": { "lines": 95 } },
///   "files": { "Sources/**": { "lines": 75 } },
///   "diff": { "lines": 80 },
///   "baseline": ".coverage-baseline.json",
///   "tolerance": 0.01
/// }
/// ```
///
/// Every key is optional; an unknown key is an error, so a typo cannot silently disable a
/// check. Command-line options take precedence over the file. `root` and `baseline` are
/// relative to the file's folder; the globs of `include`, `exclude` and `files` match paths
/// relative to the package root, as the reports show them and as `--include` does, so one
/// file kept elsewhere (`--config ci/gate.json`) still means the package's `Sources/**`.
public struct GateConfiguration: Hashable, Sendable {
  /// The package root, relative to the configuration file's folder.
  public var root: String?
  /// Glob patterns a file must match one of to count, over paths relative to the package root.
  public var include: [String] = []
  /// Glob patterns of files that do not count, over paths relative to the package root.
  public var exclude: [String] = []
  /// Minimums for the whole package.
  public var total = Thresholds()
  /// Minimums per target (folder under `Sources/`).
  public var targets: [String: Thresholds] = [:]
  /// Minimums every file matching the glob (over paths relative to the package root) must
  /// meet on its own.
  public var files: [String: Thresholds] = [:]
  /// Minimum line coverage of the lines changed since the diff base.
  public var diff = Thresholds()
  /// Where the baseline of the ratchet is kept, relative to the configuration file's folder.
  public var baseline: String?
  /// How many percentage points coverage may fall below the baseline.
  public var tolerance: Double?

  /// An empty configuration.
  public init() {}

  /// Reads a configuration from the JSON in `data`; `path` names the file in errors.
  public init(data: Data, path: String) throws(GateError) {
    self = try ConfigurationFile(data: data, path: path).gate()
  }

  /// The gate's keys of `file`.
  init(_ file: ConfigurationFile) throws(GateError) {
    let document = Document(object: file.object, path: file.path)
    root = try document.string("root")
    include = try document.strings("include")
    exclude = try document.strings("exclude")
    total = try document.thresholds(document.object["total"], at: "total")
    targets = try document.table("targets")
    files = try document.table("files")
    diff = try document.thresholds(document.object["diff"], at: "diff")
    baseline = try document.string("baseline")
    tolerance = try document.tolerance()
  }

  /// The keys of the gate's part of a configuration file.
  static let keys: Set<String> = [
    "root", "include", "exclude", "total", "targets", "files", "diff", "baseline", "tolerance",
  ]

  /// Whether `value` is a usable threshold: a percentage, or a negative whole count.
  static func isValidThreshold(_ value: Double) -> Bool {
    (0...100).contains(value) || (value < 0 && value.rounded() == value)
  }
}

/// The gate's keys of a configuration file, read key by key: each reading checks the
/// value's shape and throws an error that names the file and the key.
private struct Document {
  /// The top-level object.
  let object: [String: JSONValue]
  /// The file, for errors.
  let path: String

  /// The error of this file for `reason`.
  func invalid(_ reason: String) -> GateError {
    .invalidConfiguration(path: path, reason: reason)
  }

  /// The list of strings at `key`; empty when absent.
  func strings(_ key: String) throws(GateError) -> [String] {
    guard let value = object[key] else { return [] }
    guard let list = value.array?.compactMap(\.string), list.count == value.array?.count else {
      throw invalid("\"\(key)\" must be a list of strings")
    }
    return list
  }

  /// The string at `key`, if any.
  func string(_ key: String) throws(GateError) -> String? {
    guard let value = object[key] else { return nil }
    guard let text = value.string else { throw invalid("\"\(key)\" must be a string") }
    return text
  }

  /// The minimums in `value`, an object of metrics found at `key`; none when absent.
  func thresholds(_ value: JSONValue?, at key: String) throws(GateError) -> Thresholds {
    guard let value else { return Thresholds() }
    guard let entries = value.object else {
      throw invalid("\"\(key)\" must be an object of minimums")
    }
    var result = Thresholds()
    for (name, raw) in entries {
      guard let metric = Metric(rawValue: name) else {
        throw invalid(
          "unknown metric \"\(name)\" in \"\(key)\" (expected lines, functions, regions or branches)"
        )
      }
      guard let number = raw.number, GateConfiguration.isValidThreshold(number) else {
        throw invalid(
          "\"\(key).\(name)\" must be a percentage from 0 to 100 or a negative whole count")
      }
      result[metric] = number
    }
    return result
  }

  /// The minimums by name (a target, a glob) in the object at `key`; empty when absent.
  func table(_ key: String) throws(GateError) -> [String: Thresholds] {
    guard let value = object[key] else { return [:] }
    guard let entries = value.object else { throw invalid("\"\(key)\" must be an object") }
    var result: [String: Thresholds] = [:]
    for (name, entry) in entries {
      result[name] = try thresholds(entry, at: "\(key).\(name)")
    }
    return result
  }

  /// The tolerance, 0 or more percentage points, if given.
  func tolerance() throws(GateError) -> Double? {
    guard let value = object["tolerance"] else { return nil }
    guard let number = value.number, number >= 0 else {
      throw invalid("\"tolerance\" must be a number of 0 or more")
    }
    return number
  }
}
