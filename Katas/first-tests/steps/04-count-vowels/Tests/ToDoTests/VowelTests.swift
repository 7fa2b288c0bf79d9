import XCTest

@testable import ToDo

final class VowelTests: XCTestCase {
  func test_numberOfVowels_inDominik_isThree() {
    XCTAssertEqual(numberOfVowels(in: "Dominik"), 3)
  }
}
