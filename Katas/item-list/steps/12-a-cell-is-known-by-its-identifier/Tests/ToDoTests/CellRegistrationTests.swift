import XCTest

@testable import ToDo

final class CellRegistrationTests: XCTestCase {
  func test_itemCell_isKnownAsItemCell() {
    XCTAssertEqual(MockItemCell.reuseIdentifier, "ItemCell")
  }
}
