import CommandLineSupport
import Foundation

/// The rule for a learner's or a pair's name, in one place because `kata start`, `kata set`,
/// `kata rotate` and the classroom's server all check it: letters, digits, `.`, `_`, `-`,
/// and `+` between the members of a pair (`ada+bob`), at most 64 characters: 64 code points
/// and 255 bytes of UTF-8, the most a folder's name may hold, however the code points group
/// into letters (one letter of a thousand marks is still a thousand).
///
/// A name is a folder of the room, a row of the wall and part of a link, so the rule also
/// keeps out what would stand for something else there: a member starts and ends with a
/// letter or digit (no `..`, no hidden `.name`), the letters of a member come from one script and
/// are in their usual form (a Cyrillic `а` or a full-width `ａ` cannot pass for `a`), and a name
/// cannot take the place of the room's own files (`dashboard.html`, `snapshots`).
enum LearnerName {
  /// Whether `text` is a name by the rule.
  static func isValid(_ text: String) -> Bool {
    guard !text.isEmpty, text.unicodeScalars.count <= 64, text.utf8.count <= 255 else {
      return false
    }
    let members = text.split(separator: "+", omittingEmptySubsequences: false)
    let lowercased = text.lowercased()
    return text.precomposedStringWithCompatibilityMapping == text
      && members.allSatisfy(isMember)
      && lowercased != "snapshots"
      && ![".html", ".json", ".jsonl", ".md"].contains(where: lowercased.hasSuffix)
  }

  /// `text` in its usual form when it is a name, `nil` when it is missing; otherwise, an
  /// empty text included, an error naming `option`.
  static func validated(_ text: String?, option: String = "--name") throws(UsageError) -> String? {
    guard let given = text else { return nil }
    // Measured before it is normalized: a long text costs nothing to refuse.
    let text = given.utf8.count <= 1_024 ? given.precomposedStringWithCompatibilityMapping : given
    let length = given.unicodeScalars.count
    guard length <= 64, given.utf8.count <= 255 else {
      throw .invalidValue(
        given, for: option,
        expected: length > 64
          ? "a name of at most 64 characters, every member of a pair counted (it has \(length))"
          : "a name of at most 255 bytes of UTF-8 (it has \(given.utf8.count))")
    }
    guard isValid(text) else {
      throw .invalidValue(
        given, for: option,
        expected:
          "a name of at most 64 letters, digits, '.', '_' or '-', or a pair such as ada+bob")
    }
    return text
  }

  /// Whether `member` is one member's name: letters of one script, digits, `.`, `_` and `-`,
  /// starting and ending with a letter or digit.
  private static func isMember(_ member: Substring) -> Bool {
    let scalars = member.unicodeScalars
    guard let first = scalars.first, let last = scalars.last, isAlphanumeric(first),
      isAlphanumeric(last), Set(scalars.compactMap(script(of:))).count <= 1
    else { return false }
    return scalars.allSatisfy { isAlphanumeric($0) || "._-".unicodeScalars.contains($0) }
  }

  private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
  }

  /// The script of a letter, told apart well enough to catch a name mixing look-alikes:
  /// Latin, Greek and Cyrillic by their blocks, Chinese and Japanese (which mix by nature)
  /// and Korean by theirs, any other letter by its block of 256.
  private static func script(of scalar: Unicode.Scalar) -> Int? {
    guard scalar.properties.isAlphabetic else { return nil }
    switch scalar.value {
    case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF: return 0
    case 0x370...0x3FF, 0x1F00...0x1FFF: return 1
    case 0x400...0x52F: return 2
    case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF:
      return 3
    case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return 4
    default: return 5 + Int(scalar.value >> 8)
    }
  }
}
