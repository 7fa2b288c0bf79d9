// As in the book, with two more cases: capital vowels count too, and a word without vowels
// has none, so counting only lower-case letters or starting at one fails.

import ToDo
import XCTest

final class VowelTests: XCTestCase {
  func test_numberOfVowels_inDominik_isThree() {
    XCTAssertEqual(numberOfVowels(in: "Dominik"), 3)
  }

  func test_numberOfVowels_countsCapitalVowelsToo() {
    XCTAssertEqual(numberOfVowels(in: "AEIOU aeiou"), 10)
  }

  func test_numberOfVowels_withoutVowels_isZero() {
    XCTAssertEqual(numberOfVowels(in: "rhythm"), 0)
  }
}
