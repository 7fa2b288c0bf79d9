import XCTest

@testable import ToDo

final class ItemManagerTests: XCTestCase {
  private var sut: ItemManager!

  override func setUp() {
    super.setUp()
    sut = ItemManager()
  }

  override func tearDown() {
    sut = nil
    super.tearDown()
  }

  func test_toDoCount_initially_isZero() {
    XCTAssertEqual(sut.toDoCount, 0)
  }
}
