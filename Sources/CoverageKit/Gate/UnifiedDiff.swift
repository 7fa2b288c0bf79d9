/// Reads the added and changed lines out of `git diff --unified=0` output.
public enum UnifiedDiff {
  /// The new-side line ranges of every hunk, by the path after `+++ b/`.
  ///
  /// Deleted files are left out; a hunk that only deletes lines adds no range.
  public static func changedLines(in diff: String) -> [String: [ClosedRange<Int>]] {
    var result: [String: [ClosedRange<Int>]] = [:]
    var current: String?
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("+++ ") {
        current = path(from: line.dropFirst(4))
      } else if line.hasPrefix("@@ "), let current, let range = newRange(in: line) {
        result[current, default: []].append(range)
      }
    }
    return result
  }

  private static func path(from text: Substring) -> String? {
    var text = String(text)
    if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 {
      text = String(text.dropFirst().dropLast())
    }
    guard text != "/dev/null" else { return nil }
    return text.hasPrefix("b/") ? String(text.dropFirst(2)) : text
  }

  private static func newRange(in header: Substring) -> ClosedRange<Int>? {
    guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else {
      return nil
    }
    let numbers = plus.dropFirst().split(separator: ",")
    guard let start = numbers.first.flatMap({ Int($0) }) else { return nil }
    let count = numbers.count > 1 ? Int(numbers[1]) ?? 0 : 1
    guard count > 0 else { return nil }
    return start...(start + count - 1)
  }
}
