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

  /// Every Swift source a build of the package at `root` may compile, by the path it is
  /// compiled at: the package's own files, and the files of a folder it links to within
  /// itself under the link's path too (`Sources -> RealSources` compiles `RealSources/A.swift`
  /// as `Sources/A.swift`). Each file once, at the first of its paths that `selects`.
  static func sources(under root: URL, selecting selects: (String) -> Bool) -> [String] {
    var walk = Walk(root: root.resolvingSymlinksInPath().standardizedFileURL)
    walk.visit(root.standardizedFileURL, path: "")
    var byFile: [String: [String]] = [:]
    for entry in walk.entries {
      if case .file(let path) = entry, path.hasSuffix(".swift") {
        byFile[path, default: []].append(path)
      }
    }
    for (alias, real) in walk.aliases where alias.hasSuffix(".swift") {
      byFile[real, default: []].insert(alias, at: 0)
    }
    return byFile.values.compactMap { $0.first(where: selects) }.sorted()
  }

  /// The files reached through a link to a folder within the package at `root`, by the path
  /// through the link, with their own path.
  static func aliases(under root: URL) -> [String: String] {
    var walk = Walk(root: root.resolvingSymlinksInPath().standardizedFileURL)
    walk.visit(root.standardizedFileURL, path: "")
    return walk.aliases
  }

  /// What reads the package's own files under `root` by relative path, for a report that
  /// shows their code: ``files(under:)`` and their ``aliases(under:)`` alone, never a path
  /// outside them.
  static func reader(under root: URL) -> (String) -> String? {
    let files = Set(files(under: root)).union(aliases(under: root).keys)
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
    /// The files reached through a link to a folder within the package, by the path
    /// through the link, with their own path.
    var aliases: [String: String] = [:]

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
        if FileManager.default.isFolder(atPath: target.path) {
          let names = FileManager.default.subpaths(atPath: target.path) ?? []
          for name in names where !FileManager.default.isFolder(atPath: "\(target.path)/\(name)") {
            aliases["\(path)/\(name)"] = "\(inside)/\(name)"
          }
        }
      } else if FileManager.default.isFolder(atPath: target.path) {
        visit(target, path: path)
      } else {
        entries.append(.link(path, destination: real))
      }
    }
  }
}
