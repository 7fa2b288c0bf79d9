import XCTest

@testable import Quotes

final class QuoteBookTests: XCTestCase {
  private var sut: QuoteBook!

  override func setUp() {
    super.setUp()
    sut = QuoteBook(quotes: [.park, .okafor, .berg, .parkAgain])
  }

  override func tearDown() {
    sut = nil
    super.tearDown()
  }

  func test_quotesBy_keepsOnlyThatAuthorsQuotes() {
    XCTAssertEqual(sut.quotes(by: "Lena Park"), [.park, .parkAgain])
  }

  func test_quotesBy_anAuthorWithoutQuotes_findsNone() {
    XCTAssertEqual(sut.quotes(by: "Ada Stone"), [])
  }

  func test_quotesBy_needsTheWholeName() {
    XCTAssertEqual(sut.quotes(by: "Park"), [])
  }

  func test_sortedByAuthor_putsTheAuthorsInOrder() {
    let sorted = sut.sortedByAuthor()

    XCTAssertEqual(
      sorted.map(\.author), ["Jon Berg", "Lena Park", "Lena Park", "Mira Okafor"])
  }
}
