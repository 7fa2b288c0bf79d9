import Foundation
import XCTest

@testable import ToDo

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class APIClientLoginTests: XCTestCase {
  private let baseURL = URL(string: "https://awesometodos.com")!
  private let tokenJSON = Data(#"{"token": "1234567890"}"#.utf8)

  private func makeSUT(
    _ session: MockHTTPSession, tokenStore: InMemoryTokenStore = InMemoryTokenStore()
  ) throws -> APIClient {
    try APIClient(baseURL: baseURL, session: session, tokenStore: tokenStore)
  }

  func test_init_keepsTheBaseURL() throws {
    XCTAssertEqual(try makeSUT(MockHTTPSession()).baseURL, baseURL)
  }
}
