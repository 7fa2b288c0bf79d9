import Foundation

/// One request as ``HTTPServer`` read it: HTTP/1.1, its body whole.
struct HTTPRequest: Sendable {
  /// `GET`, `POST`, …
  var method: String
  /// The path without its query, such as `/projector`, percent-decoded.
  var path: String
  /// The query's parameters, percent-decoded; the last of a repeated name wins.
  var query: [String: String]
  /// The headers, by lowercased name.
  var headers: [String: String]
  /// The body, empty without one.
  var body: Data
  /// Why the head cannot be taken though it reads as HTTP: a `Content-Length` given twice,
  /// or beside `Transfer-Encoding`, which a proxy and the server could read differently.
  var conflict: String?

  /// Reads the request line and headers of `head` (up to the blank line), or `nil` when they
  /// are not HTTP/1.x.
  init?(head: Data) {
    let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
    let parts = lines.first?.split(separator: " ", omittingEmptySubsequences: false) ?? []
    guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), !parts[0].isEmpty else { return nil }
    method = String(parts[0])
    let target = String(parts[1])
    let components = URLComponents(string: target)
    guard target.hasPrefix("/"), let components else { return nil }
    path = components.percentEncodedPath.removingPercentEncoding ?? components.percentEncodedPath
    var query: [String: String] = [:]
    for item in components.queryItems ?? [] { query[item.name] = item.value ?? "" }
    self.query = query
    var headers: [String: String] = [:]
    for line in lines.dropFirst() where !line.isEmpty {
      guard let colon = line.firstIndex(of: ":") else { return nil }
      let name = line[..<colon].lowercased()
      if ["content-length", "authorization"].contains(name), headers[name] != nil {
        conflict =
          name == "authorization" ? "Authorization is given twice" : "Content-Length is given twice"
      }
      headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    if headers["content-length"] != nil, headers["transfer-encoding"] != nil {
      conflict = "Content-Length and Transfer-Encoding are both given"
    }
    self.headers = headers
    body = Data()
  }

  /// The `Bearer` token of the `Authorization` header; the scheme's name is read in any
  /// case, as HTTP has it.
  var bearerToken: String? {
    guard let value = headers["authorization"], value.lowercased().hasPrefix("bearer ") else {
      return nil
    }
    return String(value.dropFirst("Bearer ".count)).trimmingCharacters(in: .whitespaces)
  }
}
