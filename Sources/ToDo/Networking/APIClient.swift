import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The client of the to-do service: log in, fetch the items, post an item.
///
/// The session and the token store are injected, so tests run without a network or a
/// keychain. Credentials travel only in request bodies, never in URLs, and no error message
/// contains the password or the token.
public struct APIClient: Sendable {
  /// The account the token is stored under.
  public static let tokenAccount = "token"

  /// The service's root, such as `https://awesometodos.com`.
  public let baseURL: URL
  private let session: any HTTPSession
  private let tokenStore: any TokenStore

  /// Creates a client of the service at `baseURL`.
  ///
  /// - Throws: ``APIError/insecureBaseURL(scheme:host:)`` unless the URL is `https`, or `http`
  ///   on the loopback host; ``APIError/credentialsInURL`` when it has a user or password.
  public init(baseURL: URL, session: any HTTPSession, tokenStore: any TokenStore) throws(APIError) {
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

  /// Logs in with `username` and `password` and stores the token the service returns.
  ///
  /// Sends `POST /login` with a form-encoded body; expects `{"token": "…"}`.
  public func login(username: String, password: String) async throws {
    var request = URLRequest(url: endpoint("login"))
    request.httpMethod = "POST"
    request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data(
      FormEncoding.body([("username", username), ("password", password)]).utf8)
    let response: TokenResponse = try decode(try await send(request))
    try tokenStore.setSecret(response.token, forAccount: Self.tokenAccount)
  }

  /// The items on the service: `GET /items` with the stored token.
  public func fetchItems() async throws -> [ToDoItem] {
    var request = URLRequest(url: endpoint("items"))
    try authorize(&request)
    let payloads: [ItemPayload] = try decode(try await send(request))
    return payloads.map(\.item)
  }

  /// Adds `item` to the service: `POST /items` with the item as JSON and the stored token.
  public func post(_ item: ToDoItem) async throws {
    var request = URLRequest(url: endpoint("items"))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    request.httpBody = try encoder.encode(ItemPayload(item))
    try authorize(&request)
    _ = try await send(request, allowsEmptyBody: true)
  }

  private struct TokenResponse: Decodable {
    var token: String
  }

  private func endpoint(_ path: String) -> URL {
    baseURL.appendingPathComponent(path)
  }

  private func authorize(_ request: inout URLRequest) throws {
    guard let token = try tokenStore.secret(forAccount: Self.tokenAccount) else {
      throw APIError.notLoggedIn
    }
    request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
  }

  private func send(_ request: URLRequest, allowsEmptyBody: Bool = false) async throws(APIError)
    -> Data
  {
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request)
    } catch let error as APIError {
      throw error
    } catch {
      throw .transport(reason: Self.reason(for: error))
    }
    guard let http = response as? HTTPURLResponse else { throw .notHTTP }
    guard (200..<300).contains(http.statusCode) else { throw .status(http.statusCode) }
    guard allowsEmptyBody || !data.isEmpty else { throw .emptyBody }
    return data
  }

  private func decode<Value: Decodable>(_ data: Data) throws(APIError) -> Value {
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      throw .undecodableBody(reason: Self.reason(forDecoding: error))
    }
  }

  private static func reason(for error: any Error) -> String {
    if let urlError = error as? URLError {
      return
        "\(urlError.code.rawValue == NSURLErrorTimedOut ? "timed out" : urlError.localizedDescription)"
    }
    return "\(error)"
  }

  private static func reason(forDecoding error: any Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, _): "missing \"\(key.stringValue)\""
    case .typeMismatch(let type, let context):
      "expected \(type) at \(path(context.codingPath))"
    case .valueNotFound(let type, let context):
      "expected \(type) at \(path(context.codingPath))"
    case .dataCorrupted: "not valid JSON"
    default: "not valid JSON"
    }
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    codingPath.isEmpty ? "the top level" : codingPath.map(\.stringValue).joined(separator: ".")
  }
}
