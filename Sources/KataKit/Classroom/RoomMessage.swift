import CommandLineSupport
import Foundation

/// The instructor's line to the whole room (`kata dashboard say ROOM LINE`), kept in
/// `ROOM/.message.txt`: every pair sees it at its next `kata test` or `kata watch` run and in
/// `kata status`, and the wall shows it above the lights. One short line of text, checked
/// where it is said and again where it is read, as a learner's terminal shows it.
enum RoomMessage {
  /// The file in the room's folder that keeps the line.
  static let fileName = ".message.txt"
  /// The longest line, in characters.
  static let maximumLength = 200
  /// The most bytes read of the file or of a server's answer for it.
  static let maximumBytes = 4096

  /// Why `line` cannot be said to the room, or `nil` when it can: one line of at most
  /// ``maximumLength`` characters, without control characters (which could move a
  /// terminal's cursor or colour it), line or paragraph separators, or direction marks
  /// (which reverse the text after them).
  static func refusal(of line: String) -> String? {
    guard TerminalText.isClean(line) else {
      return
        "one line without control characters (a tab, a newline, an escape) or direction marks"
    }
    guard line.count <= maximumLength else {
      return "one line of at most \(maximumLength) characters (it has \(line.count))"
    }
    return nil
  }

  /// `text` as a line the room may show: without the spaces around it, `nil` when empty or
  /// when it breaks a rule of ``refusal(of:)``.
  static func checked(_ text: String) -> String? {
    let line = text.trimmingCharacters(in: .whitespaces)
    return line.isEmpty || refusal(of: line) != nil ? nil : line
  }

  /// The line of the room in `folder`; `nil` when it has none, or when its file is not a
  /// line the room may show (a damaged or hand-made file shows nothing).
  static func read(in folder: URL) -> String? {
    let file = folder.appendingPathComponent(fileName)
    guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: maximumBytes + 1), data.count <= maximumBytes,
      let text = String(data: data, encoding: .utf8)
    else { return nil }
    return checked(text.hasSuffix("\n") ? String(text.dropLast()) : text)
  }

  /// Keeps `line` as the room's line in `folder`, atomically; `nil` takes it away. Returns
  /// whether the room had a line before.
  @discardableResult
  static func write(_ line: String?, in folder: URL) throws(KataError) -> Bool {
    let file = folder.appendingPathComponent(fileName)
    let had = FileManager.default.fileExists(atPath: file.path)
    if let line {
      do {
        try AtomicFile.write(Data((line + "\n").utf8), to: file)
      } catch {
        throw .file(path: error.path, reason: error.reason)
      }
    } else if had {
      do {
        try FileManager.default.removeItem(at: file)
      } catch {
        throw .file(path: file.path, reason: FileErrors.reason(for: error, at: file.path))
      }
    }
    return had
  }

  /// The line in a classroom server's answer (`{"say": LINE}`), checked as the file's is;
  /// `nil` when the answer has none, or none the room may show.
  static func line(inAnswer text: String) -> String? {
    struct Answer: Decodable {
      var say: String?
    }
    guard text.utf8.count <= 1 << 20,
      let answer = try? JSONDecoder().decode(Answer.self, from: Data(text.utf8))
    else { return nil }
    return answer.say.flatMap(checked)
  }
}
