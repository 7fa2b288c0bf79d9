import CommandLineSupport
import Foundation

/// What a package holds, as its copy must hold it: regular files, and symbolic links.
extension PackageCopy {
  /// One thing of a package, by its path from the package's root.
  enum Entry: Hashable, Sendable {
    /// A file whose contents are copied; through a link that leaves the package too, so
    /// nothing written in the copy can reach outside it.
    case file(String)
    /// A symbolic link to something in the package, made again as a relative link.
    case link(String, destination: String)

    /// The path from the package's root.
    var path: String {
      switch self {
      case .file(let path), .link(let path, _): path
      }
    }
  }

  /// Everything under `root` a build may read, the skipped folders left out. A link to a
  /// file or folder outside the package (`Sources` linked from elsewhere) is followed and
  /// its contents copied; a link within the package stays a link, and its target's files
  /// are listed under their own path.
  static func entries(under root: URL) -> [Entry] {
    var walk = Walk(root: root.resolvingSymlinksInPath().standardizedFileURL)
    walk.visit(root.standardizedFileURL, path: "")
    return walk.entries
  }

  /// What reads the package's own files under `root` by relative path, for a report that
  /// shows their code: ``files(under:)`` alone, never a path outside them.
  static func reader(under root: URL) -> (String) -> String? {
    let files = Set(files(under: root))
    return { path in
      files.contains(path)
        ? try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) : nil
    }
  }

  /// The regular files under `root` that are the package's own, by relative path.
  static func files(under root: URL) -> [String] {
    entries(under: root).compactMap { entry in
      if case .file(let path) = entry { path } else { nil }
    }
  }

  /// A walk of a package's tree that follows links out of the package, never twice into the
  /// same folder.
  private struct Walk {
    let root: URL
    var entries: [Entry] = []
    var visited: Set<String> = []

    mutating func visit(_ folder: URL, path: String) {
      guard visited.insert(folder.resolvingSymlinksInPath().path).inserted else { return }
      let manager = FileManager.default
      let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names.sorted() where !PackageCopy.skipped.contains(name) {
        let url = folder.appendingPathComponent(name)
        let relative = path.isEmpty ? name : "\(path)/\(name)"
        if let destination = try? manager.destinationOfSymbolicLink(atPath: url.path) {
          follow(url, destination: destination, path: relative)
        } else if manager.isFolder(atPath: url.path) {
          visit(url, path: relative)
        } else {
          entries.append(.file(relative))
        }
      }
    }

    /// A link: kept as a relative link when it points into the package; a folder outside
    /// it, walked as the package's own; a file outside it, kept as a link to its real path,
    /// which `mutate` never reads. A link to nothing, or into the system's special folders,
    /// is left out.
    private mutating func follow(_ url: URL, destination: String, path: String) {
      guard let real = RootedFolder.realPath(url.path),
        !["/proc/", "/sys/", "/dev/"].contains(where: { real.hasPrefix($0) })
      else { return }
      let target = URL(fileURLWithPath: real)
      let base = root.path + "/"
      if target.path.hasPrefix(base) {
        let depth = path.split(separator: "/").count - 1
        let inside = String(target.path.dropFirst(base.count))
        entries.append(
          .link(path, destination: String(repeating: "../", count: depth) + inside))
      } else if FileManager.default.isFolder(atPath: target.path) {
        visit(target, path: path)
      } else {
        entries.append(.link(path, destination: real))
      }
    }
  }
}
