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

  private func loginRequest(user: String = "dasdom", password: String = "1234") async throws
    -> URLRequest
  {
    let session = MockHTTPSession(data: tokenJSON)
    try? await makeSUT(session).login(username: user, password: password)
    let requests = await session.requests
    XCTAssertEqual(requests.count, 1, "exactly one request was sent")
    return try XCTUnwrap(requests.first)
  }

  func test_init_keepsTheBaseURL() throws {
    XCTAssertEqual(try makeSUT(MockHTTPSession()).baseURL, baseURL)
  }

  func test_login_sendsOneRequestToTheServiceOverHTTPS() async throws {
    let request = try await loginRequest()

    XCTAssertEqual(request.url?.scheme, "https")
    XCTAssertEqual(request.url?.host, "awesometodos.com")
  }

  func test_login_postsAFormToTheLoginPath() async throws {
    let request = try await loginRequest()

    XCTAssertEqual(request.url?.path, "/login")
    XCTAssertEqual(request.httpMethod, "POST")
    XCTAssertEqual(
      request.value(forHTTPHeaderField: "Content-Type"), "application/x-www-form-urlencoded")
  }

  func test_login_keepsCredentialsOutOfTheURL() async throws {
    let request = try await loginRequest(user: "dasdom", password: "secret")

    XCTAssertNil(request.url?.query)
    XCTAssertFalse(request.url?.absoluteString.contains("secret") ?? true)
    XCTAssertEqual(request.bodyText, "username=dasdom&password=secret")
  }

  func test_login_percentEncodesSpecialCharacters() async throws {
    let request = try await loginRequest(user: "dasdôm", password: "%&34")

    XCTAssertEqual(request.bodyText, "username=dasd%C3%B4m&password=%25%2634")
  }

  func test_login_percentEncodesEveryReservedCharacter() async throws {
    let request = try await loginRequest(user: "a+b c=d&e", password: "~._-/?#")

    XCTAssertEqual(request.bodyText, "username=a%2Bb%20c%3Dd%26e&password=~._-%2F%3F%23")
  }

  func test_login_storesTheTokenOnlyWhenTheAnswerArrives() async throws {
    let session = MockHTTPSession(waitsForCompletion: true)
    let started = expectation(description: "request started")
    await session.onRequestStarted { started.fulfill() }
    let tokenStore = InMemoryTokenStore()
    let sut = try makeSUT(session, tokenStore: tokenStore)

    let login = Task { try await sut.login(username: "dasdom", password: "1234") }
    await fulfillment(of: [started], timeout: 5)
    XCTAssertNil(tokenStore.secret(forAccount: "token"), "nothing is stored before the answer")
    await session.complete(data: tokenJSON)
    try await login.value

    XCTAssertEqual(tokenStore.secret(forAccount: "token"), "1234567890")
  }
}
