import CommandLineSupport
import Foundation

/// The package's dependencies at relative paths, reached from the copy as from the package.
extension PackageCopy {
  /// The paths of `.package(path: …)` in `manifest`, as written.
  static func pathDependencies(in manifest: String) -> [String] {
    manifest.matches(of: #/\.package\(\s*(?:name:\s*"[^"]*"\s*,\s*)?path:\s*"([^"]+)"/#)
      .map { String($0.output.1) }
  }

  /// For each dependency at a relative path outside the package (`../swift-numerics`), a
  /// link at the same relative place beside the copy, to the dependency itself: the copy
  /// lives in the package's `.build`, where `../swift-numerics` is not. A dependency the
  /// link cannot be placed for, or that is not there, is named in one line.
  func linkPathDependencies() throws(MutationError) {
    let manager = FileManager.default
    let names = ((try? manager.contentsOfDirectory(atPath: source.path)) ?? [])
      .filter { $0.hasPrefix("Package") && $0.hasSuffix(".swift") }
    let manifests = names.compactMap {
      try? String(contentsOf: source.appendingPathComponent($0), encoding: .utf8)
    }
    // Places are worked out by their words alone: a link an earlier run left there must not
    // be followed, or a second run would find the dependency itself, far from the copy.
    let copy = Self.lexical(folder.path)
    let scratch = Self.lexical(folder.deletingLastPathComponent().path) + "/"
    for path in Set(manifests.flatMap(Self.pathDependencies)).sorted() where !path.hasPrefix("/") {
      let target = source.appendingPathComponent(path).standardizedFileURL
      let place = URL(fileURLWithPath: Self.lexical(folder.path + "/" + path))
      if place.path.hasPrefix(copy + "/") { continue }
      guard manager.isFolder(atPath: target.path) else {
        throw .cannotCopy(
          path: target.path,
          reason: "the dependency at \(path) that Package.swift names is not there")
      }
      guard place.path.hasPrefix(scratch), !place.path.dropFirst(scratch.count).contains("/") else {
        throw .cannotCopy(
          path: path, reason: "a dependency more than one folder up cannot be reached from the copy"
        )
      }
      if (try? manager.destinationOfSymbolicLink(atPath: place.path)) == target.path { continue }
      try? manager.removeItem(at: place)
      do {
        try manager.createSymbolicLink(atPath: place.path, withDestinationPath: target.path)
      } catch {
        throw .cannotCopy(path: place.path, reason: error.localizedDescription)
      }
    }
  }

  /// `path` with its `.` and `..` taken out by their words alone, no link followed.
  static func lexical(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
      } else {
        parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }
}
