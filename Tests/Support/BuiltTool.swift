import CommandLineSupport
import Foundation

/// This repository's executables as `swift build` left them beside the tests, for the tests
/// that run a tool as a user or a script would.
public enum BuiltTool {
  /// The repository's root folder.
  public static var repository: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../..").standardizedFileURL
  }

  /// The built executable `name` (`coverage-gate`), or an error naming it when it is missing.
  public static func url(_ name: String) throws -> URL {
    let bin = try Subprocess.run(["swift", "build", "--show-bin-path"], in: repository)
      .output.trimmingCharacters(in: .whitespacesAndNewlines)
    let tool = URL(fileURLWithPath: bin).appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: tool.path) else {
      throw Missing(path: tool.path)
    }
    return tool
  }

  /// A tool that is not built: run `swift build` first.
  public struct Missing: Error, CustomStringConvertible {
    /// Where the tool was looked for.
    public var path: String
    /// The one line a failing test shows.
    public var description: String { "\(path) is not built: run 'swift build' first" }
  }
}
