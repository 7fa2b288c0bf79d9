import CommandLineSupport

/// The rule for a learner's or a pair's name, in one place because `kata start`, `kata set`,
/// `kata rotate` and the classroom's server all check it: letters, digits, `.`, `_`, `-`,
/// and `+` between the members of a pair (`ada+bob`), at most 64 characters.
enum LearnerName {
  /// Whether `text` is a name by the rule.
  static func isValid(_ text: String) -> Bool {
    let members = text.split(separator: "+", omittingEmptySubsequences: false)
    return !text.isEmpty && text.count <= 64
      && members.allSatisfy { member in
        !member.isEmpty
          && member.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0)
              || "._-".unicodeScalars.contains($0)
          }
      }
  }

  /// `text` when it is a name, `nil` when it is empty or missing; otherwise an error naming
  /// `option`.
  static func validated(_ text: String?, option: String = "--name") throws(UsageError) -> String? {
    guard let text, !text.isEmpty else { return nil }
    guard isValid(text) else {
      throw .invalidValue(
        text, for: option,
        expected: "a name of letters, digits, '.', '_' or '-', or a pair such as ada+bob")
    }
    return text
  }
}
