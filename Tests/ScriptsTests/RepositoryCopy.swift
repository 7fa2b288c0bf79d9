import Foundation

@testable import CommandLineSupport

/// A throwaway git repository holding a copy of this repository's files (tracked and new,
/// as they are in the working tree), committed once, for running the scripts for real.
struct RepositoryCopy {
  let root: URL

  static var source: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../..").standardizedFileURL
  }

  /// The guide that holds the gate's install steps, the action's workflows and the release's
  /// version, relative to the repository.
  static let gateGuide = "Sources/CoverageKit/CoverageKit.docc/CoverageGate.md"

  /// Every guide beside the README, relative to the repository.
  static let guides = [
    gateGuide, "Sources/MutationKit/MutationKit.docc/MutationTesting.md",
    "Sources/KataKit/KataKit.docc/Workshops.md", "Sources/ToDo/ToDo.docc/ReferenceSolutions.md",
  ]

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("ScriptsTests-\(UUID().uuidString)", isDirectory: true)
    let files = try Subprocess.run(
      ["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"], in: Self.source)
    for path in files.output.split(separator: "\0").map(String.init) {
      let from = Self.source.appendingPathComponent(path)
      guard FileManager.default.fileExists(atPath: from.path) else { continue }
      let to = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: from, to: to)
    }
    for command in [
      ["init", "-q", "-b", "main"], ["add", "-A"],
      ["-c", "user.name=TDDKit", "-c", "user.email=tests@tddkit.invalid", "commit", "-qm", "copy"],
    ] {
      _ = try git(command)
    }
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }

  @discardableResult
  func git(_ arguments: [String]) throws -> Subprocess.Outcome {
    try Subprocess.run(["git"] + arguments, in: root)
  }

  func run(_ command: [String], environment: [String: String]? = nil) throws -> Subprocess.Outcome {
    try Subprocess.run(command, in: root, environment: environment)
  }

  func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: root.appendingPathComponent(path))
  }
}
