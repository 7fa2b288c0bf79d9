import CommandLineSupport
import Foundation

/// The room token of a workspace's classroom, kept in `.kata/room-token`, readable by its
/// owner only, so a run never reads it from the environment.
enum RoomToken {
  /// The file in `.kata/` that keeps the token.
  static let fileName = "room-token"

  /// The token kept in the workspace at `root`, `nil` when there is none.
  static func read(in root: URL) -> String? {
    (try? String(contentsOf: file(in: root), encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Keeps `token` as the room token of the workspace in `root`, readable by its owner only.
  static func keep(_ token: String, in root: URL) throws(KataError) {
    do {
      try AtomicFile.write(Data((token + "\n").utf8), to: file(in: root), mode: 0o600)
    } catch {
      throw .file(path: error.path, reason: error.reason)
    }
  }

  /// The token's file in the workspace at `root`.
  private static func file(in root: URL) -> URL {
    root.appendingPathComponent("\(Workspace.metadataFolder)/\(fileName)")
  }
}
