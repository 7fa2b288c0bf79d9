import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends one HTTP request and returns the body and the response.
///
/// The API client talks to the network only through this protocol, so tests hand it a mock
/// that captures the request and answers with the data, response or error they choose.
public protocol HTTPSession: Sendable {
  /// Sends `request` and waits for the whole response.
  func data(for request: URLRequest) async throws -> (Data, URLResponse)
}

extension URLSession: HTTPSession {
  /// Sends `request` with the session's configuration.
  public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    try await data(for: request, delegate: nil)
  }
}
