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

  func test_fetchItems_withoutToken_throwsNotLoggedInAndSendsNothing() async throws {
    let session = MockHTTPSession(data: Data("[]".utf8))

    do {
      _ = try await makeSUT(session, token: nil).fetchItems()
      XCTFail("expected notLoggedIn")
    } catch {
      XCTAssertEqual(error as? APIError, .notLoggedIn)
    }
    let count = await session.requests.count
    XCTAssertEqual(count, 0)
  }

  func test_post_sendsOnePOSTToTheItemsPath() async throws {
    let session = MockHTTPSession()

    try await makeSUT(session).post(meeting)

    let requests = await session.requests
    XCTAssertEqual(requests.count, 1)
    XCTAssertEqual(requests.first?.url?.path, "/items")
    XCTAssertEqual(requests.first?.httpMethod, "POST")
  }

  func test_post_sendsJSONWithTheBearerToken() async throws {
    let session = MockHTTPSession()

    try await makeSUT(session).post(meeting)

    let requests = await session.requests
    let request = try XCTUnwrap(requests.first)
    XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/json")
    XCTAssertEqual(request.value(forHTTPHeaderField: "Authorization"), "Bearer abc")
    XCTAssertNil(request.url?.query)
    XCTAssertFalse(request.url?.absoluteString.contains("abc") ?? true)
  }

  func test_post_sendsTheItemInTheBody() async throws {
    let session = MockHTTPSession()

    try await makeSUT(session).post(meeting)

    let requests = await session.requests
    let body = try XCTUnwrap(requests.first?.httpBody)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: body) as? [String: Any])
    XCTAssertEqual(json["title"] as? String, "Meeting")
    XCTAssertEqual((json["location"] as? [String: Any])?["name"] as? String, "Office")
  }

}
