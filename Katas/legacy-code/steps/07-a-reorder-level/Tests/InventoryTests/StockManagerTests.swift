import XCTest

@testable import Inventory

final class StockManagerTests: XCTestCase {
  private var store: StockStore!
  private var logged: [String] = []
  private var sut: StockManager!

  override func setUp() {
    super.setUp()
    store = StockStore()
    logged = []
    sut = StockManager(store: store, log: { [unowned self] line in self.logged.append(line) })
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

  func test_receiveAndShip_logEachMovement() {
    sut.receive("B1", quantity: 10)
    sut.ship("B1", quantity: 4)

    XCTAssertEqual(logged, ["Received 10 of B1", "Shipped 4 of B1"])
  }

  func test_ship_takesFromTheShelf() {
    sut.receive("B1", quantity: 10)

    let shipped = sut.ship("B1", quantity: 4)

    XCTAssertTrue(shipped)
    XCTAssertEqual(store.item("B1")?.quantity, 6)
  }

  func test_ship_allThatIsThere_emptiesTheShelf() {
    sut.receive("B1", quantity: 3)

    let shipped = sut.ship("B1", quantity: 3)

    XCTAssertTrue(shipped)
    XCTAssertEqual(store.item("B1")?.quantity, 0)
  }

  func test_ship_moreThanThereIs_isRefusedAndLeavesTheShelfAlone() {
    sut.receive("B1", quantity: 3)

    let shipped = sut.ship("B1", quantity: 5)

    XCTAssertFalse(shipped)
    XCTAssertEqual(store.item("B1")?.quantity, 3)
    XCTAssertEqual(logged.last, "Refused: B1 wanted 5, had 3")
  }

  func test_addProduct_keepsItsReorderLevel() {
    sut.addProduct(sku: "N3", name: "Nut", unitPrice: 0.1, reorderLevel: 10)

    XCTAssertEqual(store.item("N3")?.reorderLevel, 10)
  }

  func test_addProduct_withoutAReorderLevel_hasLevelZero() {
    XCTAssertEqual(store.item("B1")?.reorderLevel, 0)
  }
}
