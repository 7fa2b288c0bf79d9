import CoverageKit
import Foundation

/// The `"mutation"` section of `.coverage-gate.json`, which `mutate` reads for itself:
///
/// ```json
/// "mutation": {
///   "equivalent": [{"mutant": "Sources/A/B.swift:12: < → <=", "reason": "…"}],
///   "skipCalls": ["precondition", "assert", "fatalError", "log"]
/// }
/// ```
struct MutationConfiguration {
  /// The mutants known to behave as the code does, each with the reason, by the label the
  /// reports give them: they are not tried.
  var equivalent: [String: String] = [:]
  /// The functions whose calls get no mutant, replacing the default list when given.
  var skippedCalls = MutantFinder.defaultSkippedCalls

  /// Reads `section`, the file's `"mutation"` value (none when `nil`); `path` names the file
  /// in errors.
  init(_ section: JSONValue?, path: String) throws(MutationError) {
    guard let section else { return }
    guard let members = section.object,
      Set(members.keys).isSubset(of: ["equivalent", "skipCalls"]),
      let list = (members["equivalent"] ?? .array([])).array
    else {
      throw .configuration(
        path: path,
        reason: "\"mutation\" must be an object with an \"equivalent\" list and \"skipCalls\"")
    }
    if let calls = members["skipCalls"] {
      let names = calls.array?.compactMap(\.string) ?? []
      guard names.count == calls.array?.count else {
        throw .configuration(
          path: path, reason: "\"mutation.skipCalls\" must be a list of function names")
      }
      skippedCalls = Set(names)
    }
    for item in list {
      guard let entry = item.object, let mutant = entry["mutant"]?.string,
        let reason = entry["reason"]?.string, !reason.isEmpty, entry.count == 2
      else {
        throw .configuration(
          path: path,
          reason:
            "every item of \"mutation.equivalent\" must be {\"mutant\": …, \"reason\": …} with a reason"
        )
      }
      equivalent[mutant] = reason
    }
  }

  /// The `"mutation"` section of the configuration file at `url`, which the one
  /// configuration reader hands over.
  static func read(from url: URL) throws(MutationError) -> MutationConfiguration {
    let file: ConfigurationFile
    do {
      file = try ConfigurationFile(contentsOf: url)
    } catch {
      switch error {
      case .invalidConfiguration(_, let reason):
        throw .configuration(path: url.path, reason: reason)
      default: throw .configuration(path: url.path, reason: "cannot be read")
      }
    }
    return try MutationConfiguration(file.section("mutation"), path: url.path)
  }
}
