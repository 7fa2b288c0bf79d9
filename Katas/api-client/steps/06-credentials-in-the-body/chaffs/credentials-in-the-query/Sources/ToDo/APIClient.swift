import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The client of the to-do service.
struct APIClient: Sendable {
  let baseURL: URL
  private let session: any HTTPSession
  private let tokenStore: any TokenStore

  init(baseURL: URL, session: any HTTPSession, tokenStore: any TokenStore) throws {
    self.baseURL = baseURL
    self.session = session
    self.tokenStore = tokenStore
  }

  /// Logs in: `POST /login` with the credentials in the body, never in the URL.
  func login(username: String, password: String) async throws {
    var components = URLComponents(
      url: baseURL.appendingPathComponent("login"), resolvingAgainstBaseURL: false)
    components?.queryItems = [
      URLQueryItem(name: "username", value: username),
      URLQueryItem(name: "password", value: password),
    ]
    var request = URLRequest(url: components?.url ?? baseURL)
    request.httpMethod = "POST"
    request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
    _ = try await session.data(for: request)
  }
}
