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
  public init(baseURL: URL, session: any HTTPSession, tokenStore: any TokenStore)
    throws(APIError)
  {
    guard baseURL.user == nil, baseURL.password == nil else { throw APIError.credentialsInURL }
    let scheme = baseURL.scheme?.lowercased() ?? ""
    let host = baseURL.host ?? ""
    let isLoopback = ["127.0.0.1", "::1", "[::1]", "localhost"].contains(host.lowercased())
    guard scheme == "https" || (scheme == "http" && isLoopback) else {
      throw APIError.insecureBaseURL(scheme: scheme, host: host)
    }
    self.baseURL = baseURL
    self.session = session
    self.tokenStore = tokenStore
  }

  /// Logs in with `username` and `password` and stores the token the service returns.
  ///
  /// Sends `POST /login` with a form-encoded body; expects `{"token": "…"}`.
  ///
  /// - Throws: an ``APIError`` when the service cannot be reached or its answer is not a
  ///   token, or the token store's error when the token cannot be stored.
  public func login(username: String, password: String) async throws {
    var request = URLRequest(url: endpoint("login"))
    request.httpMethod = "POST"
    request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data(
      FormEncoding.body([("username", username), ("password", password)]).utf8)
    let response: TokenResponse = try decode(await send(request))
    try tokenStore.setSecret(response.token, forAccount: Self.tokenAccount)
  }

  /// The items on the service: `GET /items` with the stored token.
  ///
  /// - Throws: ``APIError/notLoggedIn`` without a stored token, another ``APIError`` when the
  ///   service cannot be reached or its answer is not a list of items, or the token store's
  ///   error when the token cannot be read.
  public func fetchItems() async throws -> [ToDoItem] {
    var request = URLRequest(url: endpoint("items"))
    try authorize(&request)
    let payloads: [ItemPayload] = try decode(await send(request))
    return payloads.map(\.item)
  }

  /// Adds `item` to the service: `POST /items` with the item as JSON and the stored token.
  ///
  /// - Throws: as ``fetchItems()`` does, apart from an answer it does not read.
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

  /// Adds the stored token to `request` as a bearer token.
  private func authorize(_ request: inout URLRequest) throws {
    guard let token = try tokenStore.secret(forAccount: Self.tokenAccount) else {
      throw APIError.notLoggedIn
    }
    request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
  }

  /// Sends `request` and returns the body of a 2xx answer; any other outcome is an
  /// ``APIError``.
  private func send(_ request: URLRequest, allowsEmptyBody: Bool = false) async throws -> Data {
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request)
    } catch {
      throw APIError.transport(reason: Self.reason(forTransport: error))
    }
    guard let http = response as? HTTPURLResponse else { throw APIError.notHTTP }
    guard (200..<300).contains(http.statusCode) else { throw APIError.status(http.statusCode) }
    guard allowsEmptyBody || !data.isEmpty else { throw APIError.emptyBody }
    return data
  }

  /// `data` decoded as JSON; anything else is ``APIError/undecodableBody(reason:)``.
  private func decode<Value: Decodable>(_ data: Data) throws -> Value {
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      throw APIError.undecodableBody(reason: Self.reason(forDecoding: error))
    }
  }

  private static func reason(forTransport error: any Error) -> String {
    switch error {
    case let urlError as URLError where urlError.code == .timedOut: "timed out"
    case let urlError as URLError: urlError.localizedDescription
    default: "\(error)"
    }
  }

  private static func reason(forDecoding error: any Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, _):
      "missing \"\(key.stringValue)\""
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      "expected \(type) at \(place(of: context.codingPath))"
    default:
      "not valid JSON"
    }
  }

  /// Where in the JSON a value is: its dotted key path, or "the top level".
  private static func place(of codingPath: [any CodingKey]) -> String {
    codingPath.isEmpty ? "the top level" : codingPath.map(\.stringValue).joined(separator: ".")
  }
}
