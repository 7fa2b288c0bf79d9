/// Where the files of an export made elsewhere are here: `--map FROM=TO` moves every path
/// under the folder `FROM` (a macOS runner's `/Users/runner/work/pkg/pkg`, a container's
/// `/src`) to the same path under `TO`, as coverage.py's `[paths]` and Codecov's `fixes` do.
public struct PathMap: Hashable, Sendable {
  /// The folder as the export names it, without a trailing slash.
  public var from: String
  /// The folder it is here, without a trailing slash.
  public var to: String

  /// Maps the folder `from` to `to`.
  public init(from: String, to: String) {
    self.from = Self.trimmed(from)
    self.to = Self.trimmed(to)
  }

  /// `path` moved from `from` to `to` when it lies in `from`; `nil` otherwise.
  public func apply(to path: String) -> String? {
    if path == from { return to }
    let prefix = from == "/" ? "/" : from + "/"
    guard path.hasPrefix(prefix) else { return nil }
    return (to == "/" ? "" : to) + "/" + path.dropFirst(prefix.count)
  }

  /// The first of `maps` whose folder holds no file of any of `exports`, which would move
  /// nothing: a typo, or a folder the exports do not name.
  public static func firstUnmatched(_ maps: [PathMap], in exports: [CoverageExport]) -> PathMap? {
    maps.first { map in
      !exports.contains { export in export.files.contains { map.apply(to: $0.path) != nil } }
    }
  }

  private static func trimmed(_ folder: String) -> String {
    var folder = folder
    while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    return folder
  }
}

extension CoverageExport {
  /// The export with each path moved by the first of `maps` that applies to it.
  public func mapped(_ maps: [PathMap]) -> CoverageExport {
    guard !maps.isEmpty else { return self }
    func move(_ path: String) -> String {
      maps.lazy.compactMap { $0.apply(to: path) }.first ?? path
    }
    var export = self
    for index in export.files.indices { export.files[index].path = move(export.files[index].path) }
    for index in export.functions.indices {
      export.functions[index].filenames = export.functions[index].filenames.map(move)
    }
    return export
  }
}
