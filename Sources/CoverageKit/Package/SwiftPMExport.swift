import CommandLineSupport
import Foundation

/// Finds the coverage export SwiftPM writes for a package, for `coverage-gate run` and
/// `mutate`.
public enum SwiftPMExport {
  /// Runs a command in a folder; `Subprocess.run` outside tests.
  public typealias Runner = ([String], URL) throws -> Subprocess.Outcome

  /// The path `swift test --show-codecov-path` prints for the package at `root`, which must
  /// exist.
  public static func location(
    root: URL, arguments: [String],
    runner: Runner = { command, directory in try Subprocess.run(command, in: directory) }
  ) throws -> URL {
    let outcome = try runner(["swift", "test", "--show-codecov-path"] + arguments, root)
    let path = outcome.output.split(separator: "\n").last.map(String.init)?
      .trimmingCharacters(in: .whitespaces)
    guard outcome.succeeded, let path, path.hasPrefix("/") else {
      throw GateError.noExport(path: nil)
    }
    guard FileManager.default.fileExists(atPath: path) else {
      throw GateError.noExport(path: path)
    }
    return URL(fileURLWithPath: path)
  }
}
