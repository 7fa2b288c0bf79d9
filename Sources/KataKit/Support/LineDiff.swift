/// A unified diff of two texts, line by line, with three lines of context.
enum LineDiff {
  /// The unified diff from `old` to `new`; `nil` means the file does not exist on that side.
  /// Equal texts give an empty string.
  static func unified(from old: String?, to new: String?, fromLabel: String, toLabel: String)
    -> String
  {
    let oldLines = old.map(lines) ?? []
    let newLines = new.map(lines) ?? []
    guard oldLines != newLines || (old == nil) != (new == nil) else { return "" }
    let edits = script(oldLines, newLines)
    var text =
      "--- \(old == nil ? "/dev/null" : fromLabel)\n+++ \(new == nil ? "/dev/null" : toLabel)\n"
    for hunk in hunks(edits, context: 3) {
      let oldStart = hunk.first?.oldIndex ?? 0
      let newStart = hunk.first?.newIndex ?? 0
      let oldCount = hunk.filter { $0.kind != .insert }.count
      let newCount = hunk.filter { $0.kind != .delete }.count
      text += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
      for edit in hunk {
        switch edit.kind {
        case .keep: text += " \(edit.line)\n"
        case .delete: text += "-\(edit.line)\n"
        case .insert: text += "+\(edit.line)\n"
        }
      }
    }
    return text
  }

  struct Edit {
    enum Kind { case keep, delete, insert }
    var kind: Kind
    var line: String
    /// The 0-based index of the line in the old text (for inserts: where it would go).
    var oldIndex: Int
    /// The 0-based index of the line in the new text (for deletes: where it would go).
    var newIndex: Int
  }

  private static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    let first = count == 0 ? start : start + 1
    return count == 1 ? "\(first)" : "\(first),\(count)"
  }

  /// The edits that turn `old` into `new`, from the longest common subsequence.
  static func script(_ old: [String], _ new: [String]) -> [Edit] {
    let rows = old.count + 1
    let columns = new.count + 1
    var lengths = [Int](repeating: 0, count: rows * columns)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i * columns + j] =
          old[i] == new[j]
          ? lengths[(i + 1) * columns + j + 1] + 1
          : max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        edits.append(Edit(kind: .keep, line: old[i], oldIndex: i, newIndex: j))
        i += 1
        j += 1
      } else if i < old.count,
        j == new.count || lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1]
      {
        edits.append(Edit(kind: .delete, line: old[i], oldIndex: i, newIndex: j))
        i += 1
      } else {
        edits.append(Edit(kind: .insert, line: new[j], oldIndex: i, newIndex: j))
        j += 1
      }
    }
    return edits
  }

  /// The changes with up to `context` unchanged lines around them, grouped into hunks.
  private static func hunks(_ edits: [Edit], context: Int) -> [[Edit]] {
    let changed = edits.indices.filter { edits[$0].kind != .keep }
    var hunks: [[Edit]] = []
    var start: Int?
    var end = 0
    for index in changed {
      let from = max(0, index - context)
      if let current = start, from <= end + 1 {
        end = min(edits.count - 1, index + context)
        start = current
      } else {
        if let current = start { hunks.append(Array(edits[current...end])) }
        start = from
        end = min(edits.count - 1, index + context)
      }
    }
    if let current = start { hunks.append(Array(edits[current...end])) }
    return hunks
  }
}
