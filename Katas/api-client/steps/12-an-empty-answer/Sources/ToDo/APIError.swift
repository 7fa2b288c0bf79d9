/// Why a call to the to-do service failed. No case carries a password or a token.
enum APIError: Error, Equatable {
  /// The request never got an answer: no connection, a timeout, a refused handshake.
  case transport(reason: String)
  /// The service answered with a status outside 200–299.
  case status(Int)
  /// The response is not an HTTP response.
  case notHTTP
  /// The service answered 2xx with an empty body where one was expected.
  case emptyBody
}
