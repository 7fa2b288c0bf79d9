import XCTest

@testable import Quotes

final class QuoteTests: XCTestCase {
  func test_init_keepsTheTextAndTheAuthor() {
    let quote = Quote(text: "Small steps still count.", author: "Lena Park")

    XCTAssertEqual(quote.text, "Small steps still count.")
    XCTAssertEqual(quote.author, "Lena Park")
  }
}
