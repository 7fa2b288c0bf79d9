import XCTest

@testable import ToDo

final class CellRegistrationTests: XCTestCase {
  func test_register_registersTheCellAsItemCell() {
    let listView = MockListView()

    let registration = MockItemCell.register(in: listView)

    XCTAssertEqual(listView.registeredIdentifiers, ["ItemCell"])
    XCTAssertEqual(registration.reuseIdentifier, "ItemCell")
  }

  func test_dequeue_withTheToken_returnsACellOfTheRegisteredType() {
    let listView = MockListView()
    let registration = MockItemCell.register(in: listView)

    let cell: MockItemCell = listView.dequeue(registration, for: ListPosition(row: 1, section: 0))

    XCTAssertEqual(listView.dequeuedIdentifiers, ["ItemCell"])
    XCTAssertEqual(listView.dequeuedPositions, [ListPosition(row: 1, section: 0)])
    XCTAssertTrue(cell.configuredContents.isEmpty)
  }
}
