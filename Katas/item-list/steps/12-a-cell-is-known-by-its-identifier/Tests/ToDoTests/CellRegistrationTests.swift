import XCTest

@testable import ToDo

final class CellRegistrationTests: XCTestCase {
  @MainActor func test_itemCell_isKnownAsItemCell() async {
    XCTAssertEqual(MockItemCell.reuseIdentifier, "ItemCell")
  }
}
