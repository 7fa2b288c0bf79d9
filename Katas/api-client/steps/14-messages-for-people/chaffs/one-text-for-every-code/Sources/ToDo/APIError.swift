/// Why a call to the to-do service failed. No case carries a password or a token.
enum APIError: Error, Equatable, CustomStringConvertible {
  /// The request never got an answer: no connection, a timeout, a refused handshake.
  case transport(reason: String)
  /// The service answered with a status outside 200–299.
  case status(Int)
  /// The response is not an HTTP response.
  case notHTTP
  /// The service answered 2xx with an empty body where one was expected.
  case emptyBody
  /// The body is not the JSON that was expected.
  case undecodableBody(reason: String)

  /// One line for the user.
  var description: String {
    switch self {
    case .transport(let reason):
      "cannot reach the to-do service: \(reason)"
    case .status(401):
      "the to-do service refused the credentials or the token (HTTP 401); log in again"
    case .status:
      "the to-do service answered HTTP 500"
    case .notHTTP:
      "the to-do service did not answer with HTTP"
    case .emptyBody:
      "the to-do service answered with an empty body"
    case .undecodableBody(let reason):
      "the to-do service answered with unexpected data: \(reason)"
    }
  }
}
