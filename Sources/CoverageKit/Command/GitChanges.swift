import CommandLineSupport
import Foundation

/// Finds the lines added or changed since the merge base of a revision and `HEAD`, with git.
enum GitChanges {
  /// The changed line ranges by path relative to `root`, committed or not.
  static func changedLines(since base: String, root: URL) throws(GateError) -> [String:
    [ClosedRange<Int>]]
  {
    let top = try git(["rev-parse", "--show-toplevel"], in: root)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let mergeBase = try git(["merge-base", base, "HEAD"], in: root)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let diff = try git(
      [
        "-c", "core.quotePath=false", "diff", "--no-color", "--no-ext-diff", "--unified=0",
        mergeBase,
      ],
      in: root)
    let selection = FileSelection(root: root.path)
    let topURL = URL(fileURLWithPath: top, isDirectory: true)
    var result: [String: [ClosedRange<Int>]] = [:]
    for (path, ranges) in UnifiedDiff.changedLines(in: diff) {
      let absolute = topURL.appendingPathComponent(path).standardizedFileURL.path
      guard let relative = selection.relativePath(of: absolute) else { continue }
      result[relative] = ranges
    }
    return result
  }

  private static func git(_ arguments: [String], in directory: URL) throws(GateError) -> String {
    let command = "git " + arguments.joined(separator: " ")
    let outcome: Subprocess.Outcome
    do {
      outcome = try Subprocess.run(["git"] + arguments, in: directory)
    } catch {
      throw .git(command: command, message: error.description)
    }
    guard outcome.succeeded else {
      let message =
        outcome.errors.split(separator: "\n").first.map(String.init) ?? "exit \(outcome.status)"
      throw .git(command: command, message: message)
    }
    return outcome.output
  }
}
