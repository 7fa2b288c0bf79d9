// Differs from the book: one error enum whose messages never contain the password or the token,
// instead of separate error values per call.

import ToDo
import XCTest

final class APIErrorTests: XCTestCase {
  func test_errors_readAsOneLineForTheUser() {
    XCTAssertEqual(
      "\(APIError.status(401))",
      "the to-do service refused the credentials or the token (HTTP 401); log in again")
    XCTAssertEqual("\(APIError.status(500))", "the to-do service answered HTTP 500")
    XCTAssertEqual("\(APIError.emptyBody)", "the to-do service answered with an empty body")
    XCTAssertEqual(
      "\(APIError.undecodableBody(reason: "not valid JSON"))",
      "the to-do service answered with unexpected data: not valid JSON")
  }

  func test_errors_describeThemselvesInOneLine() {
    let errors: [APIError] = [
      .transport(reason: "offline"), .status(401), .status(503), .emptyBody,
      .undecodableBody(reason: "x"), .notLoggedIn, .insecureBaseURL(scheme: "http", host: "h"),
      .credentialsInURL, .notHTTP,
    ]
    for error in errors {
      XCTAssertFalse("\(error)".isEmpty)
      XCTAssertFalse("\(error)".contains("\n"))
    }
    XCTAssertEqual("\(APIError.status(503))", "the to-do service answered HTTP 503")
  }
}
