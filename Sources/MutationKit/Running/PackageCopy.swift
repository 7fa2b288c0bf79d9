import CommandLineSupport
import Foundation

/// A copy of a package, kept in step with it, where mutants are built and tested: the user's
/// tree is only ever read, so a killed run, a crash or a full disk cannot change it. The
/// copy keeps its own `.build`, so a second run builds only what changed.
struct PackageCopy: Sendable {
  /// The package copied.
  let source: URL
  /// The copy.
  let folder: URL

  /// Folders never copied: build products, version control, the copy's own home.
  static let skipped: Set<String> = [".build", ".git", ".swiftpm", ".index-build"]

  /// Makes `folder` hold what `source` holds now, its own `.build` aside: new and changed
  /// files are written, links made again, files gone from the package removed, and the
  /// package's dependencies at relative paths reachable from the copy. Returns the files
  /// copied.
  @discardableResult
  func sync() throws(MutationError) -> Int {
    let manager = FileManager.default
    do {
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotCopy(path: folder.path, reason: error.localizedDescription)
    }
    CopyBuildFolder(copy: folder).forgetIfMadeElsewhere()
    let wanted = Self.entries(under: source)
    var copied = 0
    for entry in wanted {
      switch entry {
      case .file(let path):
        copied += try copyFile(path) ? 1 : 0
      case .link(let path, let destination):
        try link(path, to: destination)
      }
    }
    let paths = Set(wanted.map(\.path))
    for entry in Self.entries(under: folder) where !paths.contains(entry.path) {
      try? manager.removeItem(at: folder.appendingPathComponent(entry.path))
    }
    try linkPathDependencies()
    return copied
  }

  /// Copies the package's file at `path` when the copy's differs; whether it did.
  private func copyFile(_ path: String) throws(MutationError) -> Bool {
    let from = source.appendingPathComponent(path)
    let to = folder.appendingPathComponent(path)
    guard let data = try? Data(contentsOf: from) else {
      throw .cannotCopy(path: from.path, reason: "cannot be read")
    }
    if (try? FileManager.default.destinationOfSymbolicLink(atPath: to.path)) == nil,
      (try? Data(contentsOf: to)) == data
    {
      return false
    }
    try? FileManager.default.removeItem(at: to)
    try Self.write(data, to: to)
    return true
  }

  /// Makes the copy's `path` a link to `destination`, relative to the link's folder.
  private func link(_ path: String, to destination: String) throws(MutationError) {
    let manager = FileManager.default
    let url = folder.appendingPathComponent(path)
    if (try? manager.destinationOfSymbolicLink(atPath: url.path)) == destination { return }
    try? manager.removeItem(at: url)
    do {
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try manager.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    } catch {
      throw .cannotCopy(path: url.path, reason: error.localizedDescription)
    }
  }

  /// Writes `text` to the copy's file at `path`.
  func write(_ text: String, to path: String) throws(MutationError) {
    try Self.write(Data(text.utf8), to: folder.appendingPathComponent(path))
  }

  /// Writes `data` to `url` atomically, dated a whole second after the version it replaces.
  ///
  /// The compiler's incremental build compares a source's date with the one it built, to
  /// the second: a file rewritten within the second of its last build would be taken as
  /// unchanged, and a mutant judged on the build of the one before it. The date may run a
  /// few seconds ahead of the clock when builds are quick; only the copy is dated so.
  static func write(_ data: Data, to url: URL) throws(MutationError) {
    let manager = FileManager.default
    let previous = (try? manager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    do {
      try AtomicFile.write(data, to: url)
    } catch {
      throw .cannotCopy(path: error.path, reason: error.reason)
    }
    let now = Date().timeIntervalSince1970.rounded(.down)
    let after = previous.map { $0.timeIntervalSince1970.rounded(.down) + 1 } ?? now
    do {
      try manager.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: max(now, after))], ofItemAtPath: url.path)
    } catch {
      throw .cannotCopy(
        path: url.path, reason: "cannot set its date: \(error.localizedDescription)")
    }
  }

  /// The package's text of the file at `path`.
  func original(_ path: String) throws(MutationError) -> String {
    guard let text = try? String(contentsOf: source.appendingPathComponent(path), encoding: .utf8)
    else {
      throw .cannotCopy(path: source.appendingPathComponent(path).path, reason: "cannot be read")
    }
    return text
  }
}
