import CommandLineSupport
import Foundation

/// Where `todo` keeps its store file.
///
/// `--store PATH` wins, then `$TODO_STORE`, then `tddkit/todo.plist` in the user's data
/// folder: `$XDG_DATA_HOME` (when absolute) or `~/.local/share` on Linux, and
/// `~/Library/Application Support` on macOS. Relative paths are resolved against the
/// current directory.
enum StoreLocation {
  /// The operating systems whose data folder conventions differ.
  enum Platform {
    case linux, macOS

    /// The platform this program was built for.
    static var current: Platform {
      #if os(macOS)
        .macOS
      #else
        .linux
      #endif
    }
  }

  /// The store file for the given `--store` value, environment and platform.
  static func url(
    storeOption: String?,
    environment: [String: String],
    currentDirectory: URL,
    platform: Platform = .current
  ) throws(ToDoError) -> URL {
    if let path = storeOption ?? environment["TODO_STORE"].flatMap({ $0.isEmpty ? nil : $0 }) {
      return FilePath(path).url(relativeTo: currentDirectory)
    }
    return try dataDirectory(environment: environment, platform: platform)
      .appendingPathComponent("tddkit", isDirectory: true)
      .appendingPathComponent("todo.plist")
  }

  /// The user's data folder on `platform`.
  static func dataDirectory(environment: [String: String], platform: Platform) throws(ToDoError)
    -> URL
  {
    if platform == .linux, let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg, isDirectory: true)
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else {
      throw .noDataDirectory
    }
    let homeURL = URL(fileURLWithPath: home, isDirectory: true)
    switch platform {
    case .linux:
      return homeURL.appendingPathComponent(".local/share", isDirectory: true)
    case .macOS:
      return homeURL.appendingPathComponent("Library/Application Support", isDirectory: true)
    }
  }
}
