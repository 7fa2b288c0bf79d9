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

  /// Logs in: `POST /login`.
  func login(username: String, password: String) async throws {
    var request = URLRequest(url: baseURL.appendingPathComponent("login"))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    _ = try await session.data(for: request)
  }
}
