import Foundation

/// A room's address as learners mistype it: the server's address without `http://`, which
/// would read as a folder, or a page of the room pasted from the browser, which the server
/// answers with 404. Each is recognised, so the learner reads what to type instead.
extension ClassroomFeed {
  /// The pages the room serves, which are not its address.
  static let pages: Set<String> = ["projector", "table", "diff", "room", "entries"]

  /// What to type instead of `text`, or `nil` when it is a room's address or a folder as
  /// it stands; `folder` is where `text` would be as a folder.
  static func advice(for text: String, folder: URL) -> String? {
    if let parts = URLComponents(string: text),
      ["http", "https"].contains(parts.scheme?.lowercased() ?? ""), let url = parts.url
    {
      let first = parts.path.split(separator: "/").first.map(String.init)
      guard parts.query != nil || first.map(pages.contains) == true else { return nil }
      return "that is a page of the room, not its address; type \(address(of: url))"
    }
    guard !FileManager.default.fileExists(atPath: folder.path),
      let match = text.wholeMatch(of: #/([A-Za-z0-9.\-]+:[0-9]{1,5})(/.*)?/#)
    else { return nil }
    return "a server's address starts with http://; type http://\(match.1)"
  }
}
