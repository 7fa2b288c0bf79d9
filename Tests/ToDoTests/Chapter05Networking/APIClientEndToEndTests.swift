// Differs from the book: not in the book; the client also runs through a real URLSession against a
// server on the loopback address, as the top of the test pyramid.

import Foundation
import TestSupport
import ToDo
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Runs the API client through a real `URLSession` against a real HTTP server on 127.0.0.1.
final class APIClientEndToEndTests: XCTestCase {
  func test_loginPostAndFetch_throughARealServer() async throws {
    let started = Date()
    let server: FakeToDoServer
    do {
      server = try FakeToDoServer.start(password: "s3cr3t p@ss&=")
    } catch {
      print("skipping the loopback end-to-end test: \(error)")
      throw XCTSkip("\(error)")
    }
    defer { server.stop() }
    let session = URLSession(configuration: .ephemeral)
    let tokens = InMemoryTokenStore()
    let client = try APIClient(baseURL: server.baseURL, session: session, tokenStore: tokens)
    let item = ToDoItem(
      title: "Meeting", timestamp: 1_456_150_025,
      location: Location(name: "Office", coordinate: Coordinate(latitude: 37.3, longitude: -122)))

    do {
      try await client.login(username: "dasdôm", password: "wrong")
      XCTFail("a wrong password must be refused")
    } catch {
      XCTAssertEqual(error as? APIError, .status(401))
    }
    try await client.login(username: "dasdôm", password: "s3cr3t p@ss&=")
    try await client.post(item)
    let items = try await client.fetchItems()

    XCTAssertNotNil(tokens.secret(forAccount: "token"))
    XCTAssertEqual(items, [item])
    print(
      "loopback end-to-end test ran in \(String(format: "%.3f", Date().timeIntervalSince(started))) s"
    )
  }
}
