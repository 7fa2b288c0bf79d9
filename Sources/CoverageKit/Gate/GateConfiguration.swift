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
/// check. Command-line options take precedence over the file.
public struct GateConfiguration: Hashable, Sendable {
  /// The package root, relative to the configuration file's folder.
  public var root: String?
  /// Glob patterns a file must match one of to count.
  public var include: [String] = []
  /// Glob patterns of files that do not count.
  public var exclude: [String] = []
  /// Minimums for the whole package.
  public var total = Thresholds()
  /// Minimums per target (folder under `Sources/`).
  public var targets: [String: Thresholds] = [:]
  /// Minimums every file matching the glob must meet on its own.
  public var files: [String: Thresholds] = [:]
  /// Minimum line coverage of the lines changed since the diff base.
  public var diff = Thresholds()
  /// Where the baseline of the ratchet is kept, relative to the configuration file's folder.
  public var baseline: String?
  /// How many percentage points coverage may fall below the baseline.
  public var tolerance: Double?

  /// For `coverage-gate mutate`: the mutants known to behave as the code does, each with
  /// the reason, by the label the reports give them (`Sources/A/B.swift:12: < → <=`), from
  /// `"mutation": {"equivalent": [{"mutant": …, "reason": …}]}`.
  public var equivalentMutants: [String: String] = [:]

  /// An empty configuration.
  public init() {}

  private static let keys: Set<String> = [
    "root", "include", "exclude", "total", "targets", "files", "diff", "baseline", "tolerance",
    "mutation",
  ]

  /// Reads a configuration from the JSON in `data`; `path` names the file in errors.
  public init(data: Data, path: String) throws(GateError) {
    func invalid(_ reason: String) -> GateError {
      .invalidConfiguration(path: path, reason: reason)
    }
    let document: JSONValue
    switch JSONValue.strict(data) {
    case .success(let value): document = value
    case .failure(let error): throw invalid("not valid JSON at \(error)")
    }
    guard let dict = document.object else { throw invalid("expected an object at the top level") }
    if let unknown = dict.keys.sorted().first(where: { !Self.keys.contains($0) }) {
      let expected = Self.keys.sorted().joined(separator: ", ")
      throw invalid("unknown key \"\(unknown)\" (expected one of: \(expected))")
    }
    func strings(_ key: String) throws(GateError) -> [String] {
      guard let value = dict[key] else { return [] }
      guard let list = value.array?.compactMap(\.string), list.count == value.array?.count else {
        throw invalid("\"\(key)\" must be a list of strings")
      }
      return list
    }
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
        guard let number = raw.number, Self.isValidThreshold(number) else {
          throw invalid(
            "\"\(key).\(name)\" must be a percentage from 0 to 100 or a negative whole count")
        }
        result[metric] = number
      }
      return result
    }
    func table(_ key: String) throws(GateError) -> [String: Thresholds] {
      guard let value = dict[key] else { return [:] }
      guard let entries = value.object else { throw invalid("\"\(key)\" must be an object") }
      var result: [String: Thresholds] = [:]
      for (name, entry) in entries {
        result[name] = try thresholds(entry, at: "\(key).\(name)")
      }
      return result
    }
    func string(_ key: String) throws(GateError) -> String? {
      guard let value = dict[key] else { return nil }
      guard let text = value.string else { throw invalid("\"\(key)\" must be a string") }
      return text
    }
    root = try string("root")
    include = try strings("include")
    exclude = try strings("exclude")
    total = try thresholds(dict["total"], at: "total")
    targets = try table("targets")
    files = try table("files")
    diff = try thresholds(dict["diff"], at: "diff")
    baseline = try string("baseline")
    if let value = dict["tolerance"] {
      guard let number = value.number, number >= 0 else {
        throw invalid("\"tolerance\" must be a number of 0 or more")
      }
      tolerance = number
    }
    if let value = dict["mutation"] {
      guard let mutation = value.object, Set(mutation.keys).isSubset(of: ["equivalent"]),
        let list = (mutation["equivalent"] ?? .array([])).array
      else {
        throw invalid("\"mutation\" must be an object with an \"equivalent\" list")
      }
      for item in list {
        guard let entry = item.object, let mutant = entry["mutant"]?.string,
          let reason = entry["reason"]?.string, !reason.isEmpty, entry.count == 2
        else {
          throw invalid(
            "every item of \"mutation.equivalent\" must be {\"mutant\": …, \"reason\": …} with a reason"
          )
        }
        equivalentMutants[mutant] = reason
      }
    }
  }

  /// Whether `value` is a usable threshold: a percentage, or a negative whole count.
  static func isValidThreshold(_ value: Double) -> Bool {
    (0...100).contains(value) || (value < 0 && value.rounded() == value)
  }
}
