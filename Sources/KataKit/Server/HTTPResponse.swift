import Foundation

/// An answer of ``HTTPServer``: a status, a content type and a body.
struct HTTPResponse: Sendable {
  var status: Int
  var contentType: String
  var body: Data
  /// More headers, such as `Cache-Control`.
  var headers: [String: String] = [:]

  /// A page.
  static func html(_ text: String, status: Int = 200) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "text/html; charset=utf-8", body: Data(text.utf8))
  }

  /// A page whose own style and script are marked with a nonce made for this answer (`make`
  /// is given it), and the only ones the browser runs: the Content-Security-Policy allows
  /// nothing else, no image, frame, form or other origin, so markup that got into the page
  /// could still run nothing.
  static func page(_ make: (String) -> String) -> HTTPResponse {
    let nonce = UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    var response = html(make(nonce))
    response.headers["Content-Security-Policy"] =
      "default-src 'none'; script-src 'nonce-\(nonce)'; style-src-elem 'nonce-\(nonce)'; "
      + "style-src-attr 'unsafe-inline'; connect-src 'self'; base-uri 'none'; "
      + "form-action 'none'; frame-ancestors 'none'"
    return response
  }

  /// The headers every answer carries unless it sets its own: a policy that lets nothing in
  /// it run or load (a fragment of a page, a message, JSON), no referrer, and no framing. So
  /// no page of the room is served without them, whichever route answers.
  static let guardingHeaders = [
    "Content-Security-Policy":
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
  ]

  /// Plain text: a message, or a diff.
  static func text(_ text: String, status: Int = 200) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Data(text.utf8))
  }

  /// JSON.
  static func json(_ data: Data, status: Int = 200) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "application/json", body: data)
  }

  /// A one-line error in plain text.
  static func error(_ status: Int, _ message: String) -> HTTPResponse {
    text(message + "\n", status: status)
  }

  /// The status line's words for `status`.
  static func reason(_ status: Int) -> String {
    switch status {
    case 100: "Continue"
    case 200: "OK"
    case 204: "No Content"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 408: "Request Timeout"
    case 411: "Length Required"
    case 413: "Content Too Large"
    case 431: "Request Header Fields Too Large"
    case 500: "Internal Server Error"
    case 503: "Service Unavailable"
    case 505: "HTTP Version Not Supported"
    case 507: "Insufficient Storage"
    default: "Status"
    }
  }

  /// The response as bytes on the wire, with the connection kept open or not.
  func encoded(keepAlive: Bool) -> Data {
    head(keepAlive: keepAlive) + body
  }

  /// The status line and the headers, closed by an empty line.
  func head(keepAlive: Bool) -> Data {
    var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
    head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
    head += "Connection: \(keepAlive ? "keep-alive" : "close")\r\n"
    let all = headers.merging(Self.guardingHeaders) { own, _ in own }
    for (name, value) in all.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
    return Data((head + "\r\n").utf8)
  }
}
