import CommandLineSupport
import Foundation

/// The room's pages rendered once per change and shared by every reader: forty laptops and a
/// projector asking for `/` at once cost one rendering, not forty-one, and every reader,
/// however slowly it reads, sends from the one answer kept, never a copy of its own.
///
/// An answer is kept per view (desk or wall, named or anonymous, whole page or table) and
/// used again while the room is unchanged: the same journals at the same sizes and times,
/// no post taken since, and the same minute on the pages' clock (which moves what they show:
/// they count in minutes, and a browser writes the times of day itself).
/// Renderings never run side by side; a reader who arrives during one waits for it and takes
/// it.
///
/// A page's nonce is made per rendering, not per answer, and that is as strong: the nonce
/// guards against markup a learner got into the page, and no text of a learner's reaches a
/// page without changing the room, which makes a new rendering with a new nonce. A nonce a
/// reader has seen is never again in a page with anything new in it.
final class SharedRendering: Sendable {
  /// What must be the same for a rendering to be used again.
  struct Key: Equatable, Sendable {
    /// The view and the route: `desk`, `projector?anonymous`, `table`…
    var view: String
    /// The moment on the pages' clock that the rendering counts from: the minute, for a page.
    var second: Int
    /// How many posts the server had taken.
    var posts: Int
    /// The room's files that the pages read, with their sizes and times.
    var signature: [String]
  }

  private let latest = Locked<[String: (key: Key, answer: HTTPResponse)]>([:])
  private let rendering = NSLock()
  private let posts = Locked(0)

  /// Counts a post taken: the pages render again, since a post may change what they show
  /// (the last contact of a pair) without changing a journal.
  func postTaken() {
    posts.withLock { $0 += 1 }
  }

  /// The answer of `view` for the room in `folder` at `second`: the one kept while
  /// nothing changed, else what `render` makes, one rendering at a time.
  func answer(
    of view: String, folder: URL, second: Int, render: () -> HTTPResponse
  ) -> HTTPResponse {
    let key = Key(
      view: view, second: second, posts: posts.current, signature: Self.signature(of: folder))
    if let kept = latest.current[view], kept.key == key { return kept.answer }
    rendering.lock()
    defer { rendering.unlock() }
    if let kept = latest.current[view], kept.key == key { return kept.answer }
    let answer = render()
    latest.withLock { $0[view] = (key, answer) }
    return answer
  }

  /// The `route` (a whole page or its table) of `view` for the room in `folder` at `date`
  /// on the pages' clock: the answer kept within the minute, or what `render` makes. A
  /// heavy room is rendered once a minute when nothing changes, not once a second.
  func answer(
    _ route: String, of view: DashboardView, room folder: URL, at date: Date,
    render: () -> HTTPResponse
  ) -> HTTPResponse {
    answer(
      of: "\(route) \(view.layout.rawValue)\(view.query)", folder: folder,
      second: Self.minute(of: date), render: render)
  }

  /// The minute of `date` on the pages' clock, as a rendering is kept by it.
  static func minute(of date: Date) -> Int {
    Int((date.timeIntervalSince1970 / 60).rounded(.down))
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
