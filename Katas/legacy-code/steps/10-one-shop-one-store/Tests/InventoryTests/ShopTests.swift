import XCTest

@testable import Inventory

/// An integration test: the real store, manager and presenter, wired by the shop.
final class ShopTests: XCTestCase {
  func test_aDayAtTheShop_endsUpInTheMorningReport() {
    let march5 = Date(timeIntervalSince1970: 1_709_640_000)  // 2024-03-05, 12:00 UTC
    var logged: [String] = []
    let shop = Shop(store: StockStore(), now: { march5 }, log: { logged.append($0) })

    shop.manager.addProduct(sku: "B1", name: "Bolt", unitPrice: 6.99, reorderLevel: 10)
    shop.manager.addProduct(sku: "W2", name: "Washer", unitPrice: 2.8)
    shop.manager.receive("B1", quantity: 30)
    shop.manager.receive("W2")
    shop.manager.ship("B1", quantity: 25)
    shop.manager.ship("W2", quantity: 20)

    XCTAssertEqual(
      shop.report.reportLines(),
      [
        "Stock on 2024-03-05",
        "B1 Bolt: 5, worth 34 (reorder)",
        "W2 Washer: 12, worth 33",
        "Total: 68",
      ])
    XCTAssertEqual(
      logged,
      [
        "Received 30 of B1", "Received 12 of W2", "Shipped 25 of B1",
        "Refused: W2 wanted 20, had 12",
      ])
  }
}
