import XCTest

@testable import Quotes

final class CitationTests: XCTestCase {
  func test_citation_putsTheAuthorInBracketsAfterTheText() {
    XCTAssertEqual(Quote.park.citation, "Small steps still count. (Lena Park)")
  }
}
