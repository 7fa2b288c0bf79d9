import XCTest

@testable import Quotes

final class QuoteBookTests: XCTestCase {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  func tst_quotesBy_keepsOnlyThatAuthorsQuotes() {
    let first = Quote(text: "Small steps still count.", author: "Lena Park")
    let other = Quote(text: "Read the error first.", author: "Jon Berg")
    let second = Quote(text: "Green is a place to rest.", author: "Lena Park")
    let book = QuoteBook(quotes: [first, other, second])

    XCTAssertEqual(book.quotes(by: "Lena Park"), [first, second])
  }

  private func test_quotesBy_anAuthorWithoutQuotes_findsNone() {
    let book = QuoteBook(quotes: [Quote(text: "Read the error first.", author: "Jon Berg")])

    XCTAssertEqual(book.quotes(by: "Ada Stone"), [])
  }
}

final class QuoteBookNameTests {
  func test_quotesBy_needsTheWholeName() {
    let book = QuoteBook(quotes: [Quote(text: "Small steps still count.", author: "Lena Park")])

    XCTAssertEqual(book.quotes(by: "Park"), [])
  }
}
