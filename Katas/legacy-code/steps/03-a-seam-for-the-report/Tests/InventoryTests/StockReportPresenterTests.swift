import XCTest

@testable import Inventory

final class StockReportPresenterTests: XCTestCase {
  func test_reportLines_showEachValueInWholeEurosRoundedDown() {
    let store = StockStore()
    store.save(StockItem(sku: "B1", name: "Bolt", quantity: 30, unitPrice: 6.99))
    let sut = StockReportPresenter(store: store)

    let lines = sut.reportLines()

    XCTAssertEqual(lines.dropFirst(), ["B1 Bolt: 30, worth 209", "Total: 209"])
  }

  func test_reportLines_roundTheTotalDownFromTheExactValues() {
    let store = StockStore()
    store.save(StockItem(sku: "B1", name: "Bolt", quantity: 30, unitPrice: 6.99))
    store.save(StockItem(sku: "W2", name: "Washer", quantity: 7, unitPrice: 2.8))
    let sut = StockReportPresenter(store: store)

    let lines = sut.reportLines()

    XCTAssertEqual(
      lines.dropFirst(), ["B1 Bolt: 30, worth 209", "W2 Washer: 7, worth 19", "Total: 229"])
  }
}
