import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The client of the to-do service.
struct APIClient: Sendable {
  /// The account the token is stored under.
  static let tokenAccount = "token"

  let baseURL: URL
  private let session: any HTTPSession
  private let tokenStore: any TokenStore

  init(baseURL: URL, session: any HTTPSession, tokenStore: any TokenStore) throws {
    self.baseURL = baseURL
    self.session = session
    self.tokenStore = tokenStore
  }

  /// Logs in: `POST /login` with the credentials in a form-encoded body, never in the URL;
  /// stores the token the service returns.
  func login(username: String, password: String) async throws {
    var request = URLRequest(url: baseURL.appendingPathComponent("login"))
    request.httpMethod = "POST"
    request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data(
      FormEncoding.body([("username", username), ("password", password)]).utf8)
    let response: TokenResponse = try decode(try await send(request))
    try tokenStore.setSecret(response.token, forAccount: Self.tokenAccount)
  }

  private struct TokenResponse: Decodable {
    var token: String
  }

  private func send(_ request: URLRequest) async throws -> Data {
    let (data, _) = try await session.data(for: request)
    return data
  }

  private func decode<Value: Decodable>(_ data: Data) throws -> Value {
    try JSONDecoder().decode(Value.self, from: data)
  }
}
