import XCTest

@testable import Inventory

final class StockManagerTests: XCTestCase {
  private var store: StockStore!
  private var sut: StockManager!

  override func setUp() {
    super.setUp()
    store = StockStore()
    sut = StockManager(store: store)
    sut.addProduct(sku: "B1", name: "Bolt", unitPrice: 6.99)
  }

  override func tearDown() {
    sut = nil
    store = nil
    super.tearDown()
  }

  func test_receive_addsToWhatIsOnTheShelf() {
    sut.receive("B1", quantity: 5)
    sut.receive("B1", quantity: 3)

    XCTAssertEqual(store.item("B1")?.quantity, 8)
  }

  func test_receive_withoutAQuantity_addsADozen() {
    sut.receive("B1")

    XCTAssertEqual(store.item("B1")?.quantity, 12)
  }
}
