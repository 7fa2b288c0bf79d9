import XCTest

@testable import ToDo

final class VowelTests: XCTestCase {
  func test_numberOfVowels_inDominik_isThree() {
    XCTAssertEqual(numberOfVowels(in: "Dominik"), 3)
  }

  func test_numberOfVowels_countsCapitalVowelsToo() {
    XCTAssertEqual(numberOfVowels(in: "AEIOU and aeiou"), 11)
  }
}
