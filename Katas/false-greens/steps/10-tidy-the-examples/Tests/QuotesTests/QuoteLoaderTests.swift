import XCTest

@testable import Quotes

final class QuoteLoaderTests: XCTestCase {
  func test_load_deliversTheQuotes() async {
    let quotes: [Quote] = [.park, .berg]
    let loader = QuoteLoader(quotes: quotes)
    let delivered = expectation(description: "quotes delivered")

    loader.load { received in
      XCTAssertEqual(received, quotes)
      delivered.fulfill()
    }

    await fulfillment(of: [delivered], timeout: 1)
  }
}
