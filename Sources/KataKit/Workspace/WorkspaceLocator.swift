import Foundation

/// Finds the workspace a command works on.
public enum WorkspaceLocator {
  /// The folder `kata start` uses by default, relative to the current directory.
  public static let defaultParent = "kata-workspace"

  /// The workspace for a command: `explicit` (from `--dir`) when given; else the current
  /// directory or the nearest folder above it with a `.kata/state.json`; else the only
  /// workspace under `kata-workspace/`.
  public static func locate(explicit: URL?, currentDirectory: URL) throws(KataError) -> URL {
    if let explicit { return explicit }
    var candidate = currentDirectory.standardizedFileURL
    while true {
      if isWorkspace(candidate) { return candidate }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { break }
      candidate = parent
    }
    let parent = currentDirectory.appendingPathComponent(defaultParent)
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [])
      .filter { isWorkspace(parent.appendingPathComponent($0)) }.sorted()
    switch names.count {
    case 1: return parent.appendingPathComponent(names[0])
    case 0: throw .noWorkspace("start one with 'kata start KATA', or pass --dir DIR")
    default:
      throw .noWorkspace(
        "several under \(defaultParent)/ (\(names.joined(separator: ", "))); pass --dir \(defaultParent)/NAME"
      )
    }
  }

  /// Whether `folder` holds a workspace.
  public static func isWorkspace(_ folder: URL) -> Bool {
    FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("\(Workspace.metadataFolder)/state.json").path)
  }
}
