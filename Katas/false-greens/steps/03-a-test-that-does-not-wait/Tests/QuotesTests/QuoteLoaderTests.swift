import XCTest

@testable import Quotes

final class QuoteLoaderTests: XCTestCase {
  func test_load_deliversTheQuotes() {
    let quotes = [
      Quote(text: "Small steps still count.", author: "Lena Park"),
      Quote(text: "Read the error first.", author: "Jon Berg"),
    ]
    let loader = QuoteLoader(quotes: quotes)

    loader.load { received in
      XCTAssertEqual(received, quotes)
    }
  }
}
