import CommandLineSupport
import Foundation

extension CommandContext {
  /// The katas: `katas` (`--katas DIR`), else `$KATA_PATH`, else the nearest `Katas/` folder from the
  /// current directory up, else `share/tddkit/Katas` of the installation `kata` runs from
  /// (a release archive unpacked anywhere, with `bin/kata` beside `share/`), else the
  /// `Katas/` of the clone whose `.build/` holds the `kata` that runs.
  func catalog(_ katas: FilePath?) throws(KataError) -> KataCatalog {
    if let path = katas?.text ?? environment["KATA_PATH"].flatMap({ $0.isEmpty ? nil : $0 }) {
      return KataCatalog(folder: url(path))
    }
    var folder = currentDirectory.standardizedFileURL
    while true {
      let candidate = folder.appendingPathComponent("Katas")
      if FileManager.default.fileExists(atPath: candidate.path) {
        return KataCatalog(folder: candidate)
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    if let installed = installedKatas ?? builtKatas {
      return KataCatalog(folder: installed)
    }
    throw .noKatas(
      "no Katas folder in \(currentDirectory.path) or above it, nor where the kata program was installed or built; pass --katas DIR or set KATA_PATH"
    )
  }

  /// `share/tddkit/Katas` next to the `bin/` folder of the running `kata`, symbolic links
  /// resolved, when it exists.
  var installedKatas: URL? {
    guard let executableURL else { return nil }
    let folder = executableURL.resolvingSymlinksInPath().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("share/tddkit/Katas")
    return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
  }

  /// The `Katas/` folder of the package clone the running `kata` was built in, as
  /// `<clone>/.build/<platform>/release/kata`, symbolic links resolved: the folder of a
  /// `.build` above it that has a `Package.swift` and a `Katas/` beside it.
  var builtKatas: URL? {
    guard let executableURL else { return nil }
    var folder = executableURL.resolvingSymlinksInPath().deletingLastPathComponent()
    while folder.path != "/", folder.lastPathComponent != ".build" {
      folder = folder.deletingLastPathComponent()
    }
    let clone = folder.deletingLastPathComponent()
    let katas = clone.appendingPathComponent("Katas")
    guard folder.lastPathComponent == ".build",
      FileManager.default.fileExists(atPath: clone.appendingPathComponent("Package.swift").path),
      FileManager.default.fileExists(atPath: katas.path)
    else { return nil }
    return katas
  }

  /// The workspace of `dir` (`--dir`), else the one around the current folder, else the one under
  /// `kata-workspace/` started last (saying so).
  func openWorkspace(_ dir: FilePath?) throws(KataError) -> Workspace {
    let found = try WorkspaceLocator.find(
      explicit: dir.map { url($0.text) },
      currentDirectory: currentDirectory,
      invocation: invocation)
    if let note = found.note { console.line(note) }
    return try Workspace.open(at: found.root)
  }
}
