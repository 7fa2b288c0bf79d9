// Differs from the book: async/await instead of completion handlers; login is a POST with a form
// body instead of a query string, and an injected token store stands in for the keychain.

import Foundation
import ToDo
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class APIClientLoginTests: XCTestCase {
  private let baseURL = URL(string: "https://awesometodos.com")!
  private let tokenJSON = Data(#"{"token": "1234567890"}"#.utf8)

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

  func test_login_percentEncodesControlCharactersWithTwoDigits() async throws {
    let request = try await loginRequest(user: "a\nb", password: "\t")

    XCTAssertEqual(request.bodyText, "username=a%0Ab&password=%09")
  }

  func test_login_percentEncodesEveryReservedCharacter() async throws {
    let request = try await loginRequest(user: "a+b c=d&e", password: "~._-/?#")

    XCTAssertEqual(request.bodyText, "username=a%2Bb%20c%3Dd%26e&password=~._-%2F%3F%23")
  }

  func test_login_whenSuccessful_storesTheToken() async throws {
    let tokenStore = InMemoryTokenStore()
    let session = MockHTTPSession(data: tokenJSON)

    try await makeSUT(session, tokenStore: tokenStore).login(username: "dasdom", password: "1234")

    XCTAssertEqual(tokenStore.secret(forAccount: "token"), "1234567890")
    let count = await session.requests.count
    XCTAssertEqual(count, 1)
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

  func test_login_whenTheConnectionFails_throwsTransport() async throws {
    let session = MockHTTPSession(error: URLError(.notConnectedToInternet))

    do {
      try await makeSUT(session).login(username: "dasdom", password: "s3cr3t")
      XCTFail("expected a transport error")
    } catch let error as APIError {
      guard case .transport = error else { return XCTFail("expected transport, got \(error)") }
      XCTAssertFalse("\(error)".contains("s3cr3t"))
    }
    let count = await session.requests.count
    XCTAssertEqual(count, 1)
  }

  func test_login_whenTheRequestTimesOut_throwsTransportSayingTimedOut() async throws {
    try await assertLoginFailsInTransport(URLError(.timedOut), reason: "timed out")
  }

  func test_login_whenAnotherURLErrorOccurs_throwsTransportWithItsDescription() async throws {
    try await assertLoginFailsInTransport(
      URLError(.cannotFindHost), reason: URLError(.cannotFindHost).localizedDescription)
  }

  func test_login_whenStatusIsNotSuccess_throwsStatus() async throws {
    try await assertLoginThrows(.status(500), data: tokenJSON, status: 500)
  }

  func test_login_whenTheCredentialsAreRefused_throwsStatus401() async throws {
    try await assertLoginThrows(.status(401), data: tokenJSON, status: 401)
  }

  func test_login_whenStatusIs299_storesTheToken() async throws {
    let tokenStore = InMemoryTokenStore()

    try await makeSUT(MockHTTPSession(data: tokenJSON, status: 299), tokenStore: tokenStore)
      .login(username: "dasdom", password: "s3cr3t")

    XCTAssertEqual(tokenStore.secret(forAccount: "token"), "1234567890")
  }

  func test_login_whenStatusIs199_throwsStatus() async throws {
    try await assertLoginThrows(.status(199), data: tokenJSON, status: 199)
  }

  func test_login_whenStatusIs300_throwsStatus() async throws {
    try await assertLoginThrows(.status(300), data: tokenJSON, status: 300)
  }

  func test_login_whenBodyIsEmpty_throwsEmptyBody() async throws {
    try await assertLoginThrows(.emptyBody, data: Data())
  }

  func test_login_whenBodyIsNotJSON_throwsUndecodableBody() async throws {
    try await assertLoginThrows(.undecodableBody(reason: "not valid JSON"), data: Data("{".utf8))
  }

  func test_login_whenJSONIsUnexpected_throwsUndecodableBody() async throws {
    try await assertLoginThrows(
      .undecodableBody(reason: "missing \"token\""), data: Data(#"{"tok": "1"}"#.utf8))
  }

  func test_init_refusesAnythingButHTTPS() {
    for text in ["http://awesometodos.com", "ftp://awesometodos.com", "file:///tmp/x"] {
      XCTAssertThrowsError(
        try APIClient(
          baseURL: URL(string: text)!, session: MockHTTPSession(), tokenStore: InMemoryTokenStore()),
        text
      ) { error in
        guard case .insecureBaseURL = error as? APIError else { return XCTFail("\(error)") }
      }
    }
  }

  func test_init_allowsPlainHTTPOnlyOnLoopback() {
    for text in ["http://127.0.0.1:8080", "http://localhost:9", "http://[::1]:80"] {
      XCTAssertNoThrow(
        try APIClient(
          baseURL: URL(string: text)!, session: MockHTTPSession(), tokenStore: InMemoryTokenStore()),
        text)
    }
  }

  func test_init_refusesAURLWithCredentials() {
    XCTAssertThrowsError(
      try APIClient(
        baseURL: URL(string: "https://dom:pw@awesometodos.com")!, session: MockHTTPSession(),
        tokenStore: InMemoryTokenStore())
    ) { error in
      XCTAssertEqual(error as? APIError, .credentialsInURL)
      XCTAssertFalse("\(error)".contains("pw"))
    }
  }

  private func assertLoginFailsInTransport(
    _ error: URLError, reason: String, file: StaticString = #filePath, line: UInt = #line
  ) async throws {
    do {
      try await makeSUT(MockHTTPSession(error: error)).login(
        username: "dasdom", password: "s3cr3t")
      XCTFail("expected a transport error", file: file, line: line)
    } catch {
      XCTAssertEqual(error as? APIError, .transport(reason: reason), file: file, line: line)
    }
  }

  private func assertLoginThrows(
    _ expected: APIError, data: Data, status: Int = 200,
    file: StaticString = #filePath, line: UInt = #line
  ) async throws {
    let session = MockHTTPSession(data: data, status: status)
    let tokenStore = InMemoryTokenStore()
    do {
      try await makeSUT(session, tokenStore: tokenStore).login(
        username: "dasdom", password: "s3cr3t")
      XCTFail("expected \(expected)", file: file, line: line)
    } catch {
      XCTAssertEqual(error as? APIError, expected, file: file, line: line)
      XCTAssertFalse("\(error)".contains("s3cr3t"), file: file, line: line)
    }
    let count = await session.requests.count
    XCTAssertEqual(count, 1, "the request was sent", file: file, line: line)
    XCTAssertNil(tokenStore.secret(forAccount: "token"), file: file, line: line)
  }

  private func makeSUT(
    _ session: MockHTTPSession, tokenStore: InMemoryTokenStore = InMemoryTokenStore()
  )
    throws -> APIClient
  {
    try APIClient(baseURL: baseURL, session: session, tokenStore: tokenStore)
  }

  private func loginRequest(user: String = "dasdom", password: String = "1234") async throws
    -> URLRequest
  {
    let session = MockHTTPSession(data: tokenJSON)
    try await makeSUT(session).login(username: user, password: password)
    let requests = await session.requests
    XCTAssertEqual(requests.count, 1, "exactly one request was sent")
    return try XCTUnwrap(requests.first)
  }
}
