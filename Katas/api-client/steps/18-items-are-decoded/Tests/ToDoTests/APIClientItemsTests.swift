import Foundation
import XCTest

@testable import ToDo

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class APIClientItemsTests: XCTestCase {
  private let baseURL = URL(string: "https://awesometodos.com")!
  private let meeting = ToDoItem(
    title: "Meeting", itemDescription: "Bring iPad", timestamp: 1_456_150_025,
    location: Location(name: "Office", coordinate: Coordinate(latitude: 37.33, longitude: -122.03)))

  private func makeSUT(_ session: MockHTTPSession, token: String? = "abc") throws -> APIClient {
    try APIClient(
      baseURL: baseURL, session: session,
      tokenStore: InMemoryTokenStore(secrets: token.map { ["token": $0] } ?? [:]))
  }

  func test_fetchItems_getsItemsWithTheBearerToken() async throws {
    let session = MockHTTPSession(data: Data("[]".utf8))

    _ = try await makeSUT(session).fetchItems()

    let requests = await session.requests
    XCTAssertEqual(requests.count, 1)
    XCTAssertEqual(requests.first?.url?.path, "/items")
    XCTAssertEqual(requests.first?.httpMethod, "GET")
    XCTAssertEqual(requests.first?.value(forHTTPHeaderField: "Authorization"), "Bearer abc")
    XCTAssertNil(requests.first?.url?.query)
    XCTAssertFalse(requests.first?.url?.absoluteString.contains("abc") ?? true)
  }

  func test_fetchItems_decodesTheItems() async throws {
    let json = """
      [{"title": "Meeting", "itemDescription": "Bring iPad", "timestamp": 1456150025,
        "location": {"name": "Office", "latitude": 37.33, "longitude": -122.03}},
       {"title": "Call Bob", "location": {"name": "Home"}}]
      """
    let session = MockHTTPSession(data: Data(json.utf8))

    let items = try await makeSUT(session).fetchItems()

    XCTAssertEqual(items, [meeting, ToDoItem(title: "Call Bob", location: Location(name: "Home"))])
  }
}
