import XCTest

@testable import Quotes

final class CitationTests: XCTestCase {
  func test_citation_putsTheAuthorAfterTheText() {
    let quote = Quote(text: "Small steps still count.", author: "Lena Park")

    let citation = quote.citation

    XCTAssertNotNil(citation)
  }
}
