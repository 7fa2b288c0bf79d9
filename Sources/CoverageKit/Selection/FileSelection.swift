import CommandLineSupport

/// Which files of an export count, and how their paths are shown.
///
/// Paths are made relative to `root`; files outside it are never selected. By default only
/// the package's own sources count: build folders, tests, checked-out dependencies and
/// files SwiftPM derives are excluded. `includes`, when not empty, further restricts the
/// selection; `excludes` removes more.
public struct FileSelection: Hashable, Sendable {
  /// The folders and files every selection leaves out.
  public static let defaultExcludes = [
    ".build/**", ".build-*/**", ".build_*/**", "**/.build/**", "Tests/**", "**/Tests/**",
    "Packages/**", "**/checkouts/**", "**/DerivedSources/**", "**/*.derived/**",
  ].map(Glob.init)

  /// The absolute package root, without a trailing slash.
  public let root: String
  /// Patterns a file must match one of; empty means every file.
  public var includes: [Glob]
  /// Patterns that remove a file, on top of ``defaultExcludes``.
  public var excludes: [Glob]

  /// Creates a selection under `root` (an absolute path).
  public init(root: String, includes: [Glob] = [], excludes: [Glob] = []) {
    var root = root
    while root.count > 1, root.hasSuffix("/") { root.removeLast() }
    self.root = root
    self.includes = includes
    self.excludes = excludes
  }

  /// The path of `path` relative to the root, or `nil` when it is outside the root.
  ///
  /// An export's file names come from outside: `/project/Sources/../../etc/passwd` is
  /// outside `/project`, whatever its start says, and a name holding what a terminal must
  /// not show (`TerminalText.isUnsafe(_:)`: a newline would start a new record of an lcov
  /// file, a direction mark would make it read as another name) is no file of the package.
  public func relativePath(of path: String) -> String? {
    guard !path.unicodeScalars.contains(where: TerminalText.isUnsafe),
      let path = Self.standardized(path)
    else { return nil }
    let prefix = root == "/" ? "/" : root + "/"
    guard path.hasPrefix(prefix) else { return nil }
    return String(path.dropFirst(prefix.count))
  }

  /// `path` with its `.` and `..` components resolved, as text (no link is followed); `nil`
  /// when a `..` climbs above the start of a relative path.
  static func standardized(_ path: String) -> String? {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..":
        guard !parts.isEmpty else {
          if path.hasPrefix("/") { continue }
          return nil
        }
        parts.removeLast()
      default: parts.append(part)
      }
    }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }

  /// Whether the file at `relativePath` counts.
  public func selects(relativePath: String) -> Bool {
    if !includes.isEmpty, !includes.contains(where: { $0.matches(relativePath) }) {
      return false
    }
    return !(Self.defaultExcludes + excludes).contains { $0.matches(relativePath) }
  }

  /// The target a relative path belongs to: the folder under `Sources/`, if any.
  public static func target(ofRelativePath path: String) -> String? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count > 2, parts[0] == "Sources" else { return nil }
    return String(parts[1])
  }
}
