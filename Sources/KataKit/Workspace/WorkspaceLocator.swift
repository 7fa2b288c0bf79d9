import Foundation

/// Finds the workspace a command works on.
enum WorkspaceLocator {
  /// The folder `kata start` uses by default, relative to the current directory.
  static let defaultParent = "kata-workspace"

  /// The workspace for a command: `explicit` (from `--dir`) when given; else the current
  /// directory or the nearest folder above it with a `.kata/state.json`; else the workspace
  /// under `kata-workspace/` started last, with a note for the learner when it chose the
  /// last started of several. Without one, the error says to start one, typed as
  /// `invocation` says.
  static func find(
    explicit: URL?, currentDirectory: URL, invocation: Invocation = .installed
  ) throws(KataError) -> (root: URL, note: String?) {
    if let explicit { return (explicit, nil) }
    var candidate = currentDirectory.standardizedFileURL
    while true {
      if isWorkspace(candidate) { return (candidate, nil) }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { break }
      candidate = parent
    }
    let parent = currentDirectory.appendingPathComponent(defaultParent)
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [])
      .filter { isWorkspace(parent.appendingPathComponent($0)) }
    guard !names.isEmpty else {
      throw .noWorkspace("start one with '\(invocation.typed("start KATA"))', or pass --dir DIR")
    }
    let latest = names.max { (started(parent, $0), $1) < (started(parent, $1), $0) }!
    let others = names.filter { $0 != latest }.sorted()
    let note =
      others.isEmpty
      ? nil
      : "Using \(defaultParent)/\(latest), the workspace started last (also there: \(others.joined(separator: ", "))); pass --dir to choose another."
    return (parent.appendingPathComponent(latest), note)
  }

  /// When the workspace `name` under `parent` was started: the time its kata was copied in.
  private static func started(_ parent: URL, _ name: String) -> Date {
    let metadata = parent.appendingPathComponent("\(name)/\(Workspace.metadataFolder)")
    for file in [Workspace.bundleName, "kata", "state.json"] {
      if let date =
        (try? metadata.appendingPathComponent(file).resourceValues(forKeys: [
          .contentModificationDateKey
        ]))?.contentModificationDate
      {
        return date
      }
    }
    return .distantPast
  }

  /// Whether `folder` holds a workspace.
  static func isWorkspace(_ folder: URL) -> Bool {
    FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("\(Workspace.metadataFolder)/state.json").path)
  }
}
