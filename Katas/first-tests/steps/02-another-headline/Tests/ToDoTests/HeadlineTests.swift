import XCTest

@testable import ToDo

final class HeadlineTests: XCTestCase {
  func test_makeHeadline_capitalisesTheFirstLetterOfEveryWord() {
    // Precondition: a string whose words do not all start with a capital.
    let input = "this is A test headline"

    // Invocation
    let headline = makeHeadline(input)

    // Assertion
    XCTAssertEqual(headline, "This Is A Test Headline")
  }

  func test_makeHeadline_keepsWordsThatAreAlreadyCapitalised() {
    XCTAssertEqual(makeHeadline("Here is another Example"), "Here Is Another Example")
  }
}
