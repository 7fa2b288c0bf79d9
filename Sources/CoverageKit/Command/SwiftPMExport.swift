import CommandLineSupport
import Foundation

/// Finds the coverage export SwiftPM writes for a package.
enum SwiftPMExport {
  /// The path `swift test --show-codecov-path` prints for the package at `root`, which must
  /// exist.
  static func location(root: URL, arguments: [String]) throws -> URL {
    let outcome = try Subprocess.run(
      ["swift", "test", "--show-codecov-path"] + arguments, in: root)
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
