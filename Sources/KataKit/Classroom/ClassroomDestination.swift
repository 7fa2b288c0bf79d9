import CommandLineSupport
import Foundation

/// Where a workspace's classroom is: a folder, a server's address, or an address as
/// learners mistype it; read from what they typed, and shown without credentials.
enum ClassroomDestination: Equatable, Sendable {
  /// A classroom folder.
  case folder(URL)
  /// A classroom server, by its base address, such as `http://192.168.1.20:8080`.
  case server(URL)
  /// An address as learners mistype it (no `http://`, or a page of the room pasted from
  /// the browser), with what to type instead: it takes nothing.
  case mistyped(String, advice: String)

  /// A classroom given as `text`: an `http://` or `https://` address, else a folder (relative
  /// paths from `base`).
  init(_ text: String, relativeTo base: URL) {
    let folder = FilePath(text).url(relativeTo: base)
    if let advice = Self.advice(for: text, folder: folder) {
      self = .mistyped(WebAddressText.hidingCredentials(text), advice: advice)
      return
    }
    if let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? "") {
      self = .server(url)
      return
    }
    self = .folder(folder)
  }

  /// Where the classroom is, for messages: a server's address without any credentials, or
  /// the folder's path.
  var shown: String {
    switch self {
    case .folder(let folder): folder.path
    case .server(let url): Self.address(of: url)
    case .mistyped(let text, _): text
    }
  }

  /// `url` as `scheme://host:port`, leaving out any user or password it carries.
  static func address(of url: URL) -> String {
    "\(url.scheme ?? "http")://\(url.host ?? "")" + (url.port.map { ":\($0)" } ?? "")
  }

  /// The pages the room serves, which are not its address: a page pasted from the
  /// browser is an address as learners mistype it.
  static let pages: Set<String> = ["projector", "table", "diff", "room", "entries"]

  /// What to type instead of `text`, or `nil` when it is a room's address or a folder as
  /// it stands; `folder` is where `text` would be as a folder.
  static func advice(for text: String, folder: URL) -> String? {
    if let parts = URLComponents(string: text), parts.user != nil || parts.password != nil {
      return
        "a classroom's address holds no name or password (the room token goes in --room-token); type \(parts.url.map(address(of:)) ?? "its address")"
    }
    if let scheme = URLComponents(string: text)?.scheme, text.contains("://"),
      !["http", "https"].contains(scheme.lowercased())
    {
      return
        "a classroom is a folder or an http:// address; \(TerminalText.quoted(scheme)):// is neither"
    }
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
