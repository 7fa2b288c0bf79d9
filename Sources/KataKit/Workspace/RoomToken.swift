import CommandLineSupport
import Foundation

/// A room token: what a classroom server asks of every workspace, 6 or more letters, digits
/// or dashes, read as the value of `--room-token` (by the server and by a workspace alike)
/// and never shown in an error. A workspace keeps it in `.kata/room-token`, readable by its
/// owner only, so a run never reads it from the environment.
struct RoomToken: OptionValue {
  /// The token as typed.
  var text: String

  /// The token `text`, when it has the token's form.
  init?(optionText text: String) {
    guard Self.isValid(text) else { return nil }
    self.text = text
  }

  /// What a token must be.
  static let expected = "6 or more letters, digits or dashes"

  /// Whether `text` has a token's form.
  static func isValid(_ text: String) -> Bool {
    text.count >= 6 && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
  }

  /// A refused token is a secret all the same: only its length is shown.
  static func shownInError(_ text: String) -> String {
    "\(text.count.counting("character")), not shown"
  }

  /// No token is a default a help page may show.
  var optionText: String? { nil }

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
