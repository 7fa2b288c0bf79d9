import Foundation

/// A path to a file or folder as typed, relative paths read from a folder the tool names
/// (its current folder), so every tool turns a typed path into a URL the same way.
public struct FilePath: OptionValue, Hashable {
  /// The path as typed.
  public var text: String

  /// A path as typed.
  public init(_ text: String) {
    self.text = text
  }

  /// Any text: an empty one is the folder relative paths are read from.
  public init?(optionText text: String) {
    self.text = text
  }

  /// A path.
  public static var expected: String { "a path" }
  /// File and folder names.
  public static var completion: OptionCompletion { .files }
  /// The path as typed.
  public var optionText: String? { text }

  /// The URL the path names, a relative one read from `folder`, which is taken as a folder
  /// whether or not its URL ends in a slash (`..` from `/a/b` is `/a`, never `/`).
  public func url(relativeTo folder: URL) -> URL {
    URL(fileURLWithPath: text, relativeTo: URL(fileURLWithPath: folder.path, isDirectory: true))
      .standardizedFileURL
  }
}
