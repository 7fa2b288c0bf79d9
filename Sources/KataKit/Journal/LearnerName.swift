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
    brokenRule(of: text) == nil
  }

  /// The part of the rule `text` breaks, in a few words, or `nil` for a name.
  static func brokenRule(of text: String) -> String? {
    let length = text.unicodeScalars.count
    if text.isEmpty { return "it is empty" }
    if length > 64 {
      return "at most 64 characters, every member of a pair counted (it has \(length))"
    }
    if text.utf8.count > 255 { return "at most 255 bytes of UTF-8 (it has \(text.utf8.count))" }
    if text.precomposedStringWithCompatibilityMapping != text {
      return "letters in their usual form (no full-width or decomposed letters)"
    }
    let lowercased = text.lowercased()
    if lowercased == "snapshots"
      || [".html", ".json", ".jsonl", ".md"].contains(where: lowercased.hasSuffix)
    {
      return "not a name of the room's own files"
    }
    for member in text.split(separator: "+", omittingEmptySubsequences: false) {
      let scalars = member.unicodeScalars
      guard let first = scalars.first, let last = scalars.last else {
        return "a pair's members joined by one '+', none empty"
      }
      guard isAlphanumeric(first), isAlphanumeric(last) else {
        return "each member starting and ending with a letter or digit"
      }
      guard scalars.allSatisfy({ isAlphanumeric($0) || "._-".unicodeScalars.contains($0) }) else {
        return "only letters, digits, '.', '_' and '-' (and '+' between a pair's members)"
      }
      guard Set(scalars.compactMap(script(of:))).count <= 1 else {
        return "the letters of each member from one script"
      }
    }
    return nil
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
    if let broken = brokenRule(of: text) {
      throw .invalidValue(
        given, for: option,
        expected:
          "a name of at most 64 letters, digits, '.', '_' or '-', or a pair such as ada+bob: \(broken)"
      )
    }
    return text
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
