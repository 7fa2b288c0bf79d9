/// Why a call to the to-do service failed. No case carries a password or a token.
enum APIError: Error, Equatable {
  /// The request never got an answer: no connection, a timeout, a refused handshake.
  case transport(reason: String)
}
