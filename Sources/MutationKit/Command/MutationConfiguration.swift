import CoverageKit

/// The `"mutation"` section of `.coverage-gate.json`, which `mutate` reads for itself:
///
/// ```json
/// "mutation": {"equivalent": [{"mutant": "Sources/A/B.swift:12: < → <=", "reason": "…"}]}
/// ```
struct MutationConfiguration {
  /// The mutants known to behave as the code does, each with the reason, by the label the
  /// reports give them: they are not tried.
  var equivalent: [String: String] = [:]

  /// Reads `section`, the file's `"mutation"` value (none when `nil`); `path` names the file
  /// in errors.
  init(_ section: JSONValue?, path: String) throws(MutationError) {
    guard let section else { return }
    guard let members = section.object, Set(members.keys).isSubset(of: ["equivalent"]),
      let list = (members["equivalent"] ?? .array([])).array
    else {
      throw .configuration(
        path: path, reason: "\"mutation\" must be an object with an \"equivalent\" list")
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
}
