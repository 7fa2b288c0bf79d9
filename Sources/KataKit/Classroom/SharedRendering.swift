import CommandLineSupport
import Foundation

/// The room's pages rendered once per change and shared by every reader: forty laptops and a
/// projector asking for `/` at once cost one rendering, not forty-one, and a reader who reads
/// slowly holds a copy of finished text, never a rendering of its own.
///
/// A rendering is kept per view (desk or wall, named or anonymous, whole page or table) and
/// used again while the room is unchanged: the same journals at the same sizes and times,
/// no post taken since, and the same second on the pages' clock (which moves the minutes).
/// Renderings never run side by side; a reader who arrives during one waits for it and takes
/// it. A page's nonce is made per answer all the same: the rendering holds a
/// ``placeholder`` where it goes.
final class SharedRendering: Sendable {
  /// What must be the same for a rendering to be used again.
  struct Key: Equatable, Sendable {
    /// The view and the route: `desk`, `projector?anonymous`, `table`…
    var view: String
    /// The second on the pages' clock.
    var second: Int
    /// How many posts the server had taken.
    var posts: Int
    /// The room's files that the pages read, with their sizes and times.
    var signature: [String]
  }

  /// Stands in a rendered page where each answer's nonce goes; random, so no text of a
  /// learner's can hold it.
  let placeholder = "nonce" + UUID().uuidString.replacingOccurrences(of: "-", with: "")

  private let latest = Locked<[String: (key: Key, text: String)]>([:])
  private let rendering = NSLock()
  private let posts = Locked(0)

  /// Counts a post taken: the pages render again, since a post may change what they show
  /// (the last contact of a pair) without changing a journal.
  func postTaken() {
    posts.withLock { $0 += 1 }
  }

  /// The text of `view` for the room in `folder` at `second`: the kept rendering while
  /// nothing changed, else what `render` makes, one rendering at a time.
  func text(
    of view: String, folder: URL, second: Int, render: () -> String
  ) -> String {
    let key = Key(
      view: view, second: second, posts: posts.current, signature: Self.signature(of: folder))
    if let kept = latest.current[view], kept.key == key { return kept.text }
    rendering.lock()
    defer { rendering.unlock() }
    if let kept = latest.current[view], kept.key == key { return kept.text }
    let text = render()
    latest.withLock { $0[view] = (key, text) }
    return text
  }

  /// The files of the room that its pages read, each with its size and time: the files at
  /// its top (the line to the room, the clock) and every pair's journals, not their code.
  static func signature(of folder: URL) -> [String] {
    let manager = FileManager.default
    var signature: [String] = []
    for name in ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
      let url = folder.appendingPathComponent(name)
      guard manager.isFolder(atPath: url.path) else {
        signature.append(stamp(url, name))
        continue
      }
      for journal in ((try? manager.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
      where journal.hasSuffix(".jsonl") {
        signature.append(stamp(url.appendingPathComponent(journal), name + "/" + journal))
      }
    }
    return signature
  }

  /// `name`, the size and the time of the file at `url`.
  private static func stamp(_ url: URL, _ name: String) -> String {
    var status = stat()
    guard stat(url.path, &status) == 0 else { return name }
    #if canImport(Darwin)
      let time = status.st_mtimespec
    #else
      let time = status.st_mtim
    #endif
    return "\(name) \(status.st_size) \(time.tv_sec).\(time.tv_nsec)"
  }
}
