import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder whose files are read by paths relative to it (a package's sources named by a
/// coverage export, a report's files), and only where they really are inside it: a path is
/// inside when its real path, every symbolic link and `..` resolved, is. So a link in the
/// tree to `/proc/self/environ` or to a file of another user's is never read through it.
public struct RootedFolder: Sendable {
  /// The folder, as given.
  public let url: URL
  /// Its real path, with a trailing `/`; `nil` when the folder does not exist.
  private let realPrefix: String?

  /// The folder at `url`.
  public init(_ url: URL) {
    self.url = url
    realPrefix = Self.realPath(url.path).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
  }

  /// The real file of `path` under the folder, or `nil` when it is not a regular file whose
  /// real path is inside the folder's.
  public func file(_ path: String) -> URL? {
    guard let realPrefix, !path.hasPrefix("/"),
      let real = Self.realPath(url.appendingPathComponent(path).path), real.hasPrefix(realPrefix)
    else { return nil }
    var status = stat()
    guard stat(real, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    return URL(fileURLWithPath: real)
  }

  /// The bytes of the file at `path` under the folder, when ``file(_:)`` finds it.
  public func data(_ path: String) -> Data? {
    file(path).flatMap { try? Data(contentsOf: $0) }
  }

  /// The text of the file at `path` under the folder, when ``file(_:)`` finds it and it is
  /// UTF-8.
  public func text(_ path: String) -> String? {
    data(path).flatMap { String(data: $0, encoding: .utf8) }
  }

  /// The real path of `path`, every link and `..` resolved; `nil` when nothing is there.
  public static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
