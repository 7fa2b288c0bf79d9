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
  /// files are written, files gone from the package are removed. Returns the files copied.
  @discardableResult
  func sync() throws(MutationError) -> Int {
    let manager = FileManager.default
    do {
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotCopy(path: folder.path, reason: error.localizedDescription)
    }
    let wanted = Set(Self.files(under: source))
    var copied = 0
    for path in wanted.sorted() {
      let from = source.appendingPathComponent(path)
      let to = folder.appendingPathComponent(path)
      guard let data = try? Data(contentsOf: from) else {
        throw .cannotCopy(path: from.path, reason: "cannot be read")
      }
      if (try? Data(contentsOf: to)) == data { continue }
      try Self.write(data, to: to)
      copied += 1
    }
    for path in Self.files(under: folder) where !wanted.contains(path) {
      try? manager.removeItem(at: folder.appendingPathComponent(path))
    }
    return copied
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

  /// The regular files under `root`, by relative path, the skipped folders left out: a
  /// package's own files, without walking its build products.
  static func files(under root: URL) -> [String] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey])
    else { return [] }
    var paths: [String] = []
    let base = root.standardizedFileURL.path + "/"
    for case let url as URL in enumerator {
      let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
      if values?.isDirectory == true, Self.skipped.contains(url.lastPathComponent) {
        enumerator.skipDescendants()
        continue
      }
      guard values?.isRegularFile == true else { continue }
      let path = url.standardizedFileURL.path
      guard path.hasPrefix(base) else { continue }
      paths.append(String(path.dropFirst(base.count)))
    }
    return paths
  }
}
