import CommandLineSupport
import Foundation

/// Finds the lines added or changed since the merge base of a revision and `HEAD`, with git:
/// what `--diff-base REF` checks, for the gate and for `mutate`.
public enum GitChanges {
  /// The changed line ranges by path relative to `root`, committed or not.
  public static func changedLines(since base: String, root: URL) throws(GateError) -> [String:
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

  /// The folder of the git repository around `directory`: the nearest one, itself
  /// included, with a `.git` folder or file.
  static func repository(around directory: URL) -> URL? {
    var folder = directory.standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
        return folder
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }

  /// Runs git in `directory`. The repository around it is trusted for this one command
  /// (`-c safe.directory`): in a container the checkout often belongs to another user,
  /// and git would refuse it as of dubious ownership; nothing is written to any git config.
  private static func git(_ arguments: [String], in directory: URL) throws(GateError) -> String {
    let command = "git " + arguments.joined(separator: " ")
    let trust = repository(around: directory).map { top in
      Set([top.path, top.resolvingSymlinksInPath().path]).sorted()
        .flatMap { ["-c", "safe.directory=\($0)"] }
    }
    let outcome: Subprocess.Outcome
    do {
      outcome = try Subprocess.run(["git"] + (trust ?? []) + arguments, in: directory)
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
