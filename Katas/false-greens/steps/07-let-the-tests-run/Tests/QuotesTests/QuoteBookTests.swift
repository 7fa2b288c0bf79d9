import XCTest

@testable import Quotes

final class QuoteBookTests: XCTestCase {
  func test_quotesBy_keepsOnlyThatAuthorsQuotes() {
    let first = Quote(text: "Small steps still count.", author: "Lena Park")
    let other = Quote(text: "Read the error first.", author: "Jon Berg")
    let second = Quote(text: "Green is a place to rest.", author: "Lena Park")
    let book = QuoteBook(quotes: [first, other, second])

    XCTAssertEqual(book.quotes(by: "Lena Park"), [first, second])
  }

  func test_quotesBy_anAuthorWithoutQuotes_findsNone() {
    let book = QuoteBook(quotes: [Quote(text: "Read the error first.", author: "Jon Berg")])

    XCTAssertEqual(book.quotes(by: "Ada Stone"), [])
  }

  func test_quotesBy_needsTheWholeName() {
    let book = QuoteBook(quotes: [Quote(text: "Small steps still count.", author: "Lena Park")])

    XCTAssertEqual(book.quotes(by: "Park"), [])
  }
}
