import XCTest

@testable import Inventory

final class StockReportPresenterTests: XCTestCase {
  /// 2024-03-05, 12:00 UTC: the day every report of these tests is printed.
  private let march5 = Date(timeIntervalSince1970: 1_709_640_000)
  private var store: StockStore!
  private var sut: StockReportPresenter!

  override func setUp() {
    super.setUp()
    store = StockStore()
    let today = march5
    sut = StockReportPresenter(store: store, now: { today })
  }

  override func tearDown() {
    sut = nil
    store = nil
    super.tearDown()
  }

  /// Puts `quantity` of a product on the shelf.
  private func stock(
    _ sku: String, _ name: String, quantity: Int, at unitPrice: Double, reorderLevel: Int = 0
  ) {
    store.save(
      StockItem(
        sku: sku, name: name, quantity: quantity, unitPrice: unitPrice,
        reorderLevel: reorderLevel))
  }

  func test_reportLines_ofAnEmptyStore_areTheHeaderWithTodaysDateAndATotalOfZero() {
    XCTAssertEqual(sut.reportLines(), ["Stock on 2024-03-05", "Total: 0"])
  }

  func test_reportLines_showEachValueInWholeEurosRoundedDown() {
    stock("B1", "Bolt", quantity: 30, at: 6.99)

    XCTAssertEqual(sut.reportLines().dropFirst(), ["B1 Bolt: 30, worth 209", "Total: 209"])
  }

  func test_reportLines_roundTheTotalDownFromTheExactValues() {
    stock("B1", "Bolt", quantity: 30, at: 6.99)
    stock("W2", "Washer", quantity: 7, at: 2.8)

    XCTAssertEqual(
      sut.reportLines().dropFirst(),
      ["B1 Bolt: 30, worth 209", "W2 Washer: 7, worth 19", "Total: 229"])
  }

  func test_reportLines_markAProductAtItsReorderLevel() {
    stock("B1", "Bolt", quantity: 10, at: 6.99, reorderLevel: 10)

    XCTAssertEqual(
      sut.reportLines().dropFirst(), ["B1 Bolt: 10, worth 69 (reorder)", "Total: 69"])
  }

  func test_reportLines_doNotMarkAProductAboveItsReorderLevel() {
    stock("N3", "Nut", quantity: 11, at: 0.1, reorderLevel: 10)

    XCTAssertEqual(sut.reportLines().dropFirst(), ["N3 Nut: 11, worth 1", "Total: 1"])
  }
}
