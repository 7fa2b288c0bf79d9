// As in the book, with more cases: a word already capitalised, every space kept as it was,
// and the empty string, so an implementation that splits and rejoins the words fails.

import ToDo
import XCTest

final class HeadlineTests: XCTestCase {
  func test_makeHeadline_capitalisesTheFirstLetterOfEveryWord() {
    // Precondition
    let input = "this is A test headline"
    // Invocation
    let headline = makeHeadline(input)
    // Assertion
    XCTAssertEqual(headline, "This Is A Test Headline")
  }

  func test_makeHeadline_keepsWordsThatAreAlreadyCapitalised() {
    XCTAssertEqual(makeHeadline("Here is another Example"), "Here Is Another Example")
  }

  func test_makeHeadline_keepsTheRestOfEachWord() {
    XCTAssertEqual(makeHeadline("iOS and macOS"), "IOS And MacOS")
  }

  func test_makeHeadline_keepsEverySpace() {
    XCTAssertEqual(makeHeadline("two  spaces "), "Two  Spaces ")
  }

  func test_makeHeadline_ofEmptyString_isEmpty() {
    XCTAssertEqual(makeHeadline(""), "")
  }
}
