/// Checks relative paths from manifests and step folders before they touch the disk.
enum SafePath {
  /// `path` when it is relative, has no `.` or `..` components, and starts with `Sources/`
  /// or `Tests/`; otherwise ``KataError/unsafePath(_:)``.
  static func checked(_ path: String) throws(KataError) -> String {
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    guard !path.hasPrefix("/"), components.count >= 2,
      components.first == "Sources" || components.first == "Tests",
      components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\\") })
    else { throw .unsafePath(path) }
    return path
  }

  /// Whether `name` can be a folder name: letters, digits, `-`, `_` and `.`, not `.` or `..`.
  static func isPlainName(_ name: String) -> Bool {
    !name.isEmpty && name != "." && name != ".."
      && name.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "-" || $0 == "_" || $0 == "."
      }
  }
}
