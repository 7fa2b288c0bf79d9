import XCTest

@testable import ToDo

final class APIErrorTests: XCTestCase {
  func test_errors_readAsOneLineForTheUser() {
    XCTAssertEqual(
      "\(APIError.status(401))",
      "the to-do service refused the credentials or the token (HTTP 401); log in again")
    XCTAssertEqual("\(APIError.status(500))", "the to-do service answered HTTP 500")
    XCTAssertEqual("\(APIError.status(404))", "the to-do service answered HTTP 404")
    XCTAssertEqual("\(APIError.emptyBody)", "the to-do service answered with an empty body")
    XCTAssertEqual(
      "\(APIError.undecodableBody(reason: "not valid JSON"))",
      "the to-do service answered with unexpected data: not valid JSON")
  }
}
