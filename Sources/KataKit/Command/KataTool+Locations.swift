import CommandLineSupport
import Foundation

extension KataTool {
  /// The katas: `--katas DIR`, else `$KATA_PATH`, else the nearest `Katas/` folder from the
  /// current directory up.
  func catalog(_ options: ParsedArguments) throws(KataError) -> KataCatalog {
    if let path = options.value("--katas")
      ?? environment["KATA_PATH"].flatMap({ $0.isEmpty ? nil : $0 })
    {
      return KataCatalog(folder: url(path))
    }
    var folder = currentDirectory.standardizedFileURL
    while true {
      let candidate = folder.appendingPathComponent("Katas")
      if FileManager.default.fileExists(atPath: candidate.path) {
        return KataCatalog(folder: candidate)
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path {
        throw .noWorkspace("no Katas folder here or above; pass --katas DIR")
      }
      folder = parent
    }
  }

  func openWorkspace(_ options: ParsedArguments) throws(KataError) -> Workspace {
    try Workspace.open(
      at: WorkspaceLocator.locate(
        explicit: options.value("--dir").map(url), currentDirectory: currentDirectory))
  }

  func url(_ path: String) -> URL {
    URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
  }

  /// `url` relative to the current directory when it is below it, for messages.
  func shown(_ url: URL) -> String {
    let base = currentDirectory.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }
}
