import XCTest

@testable import ToDo

final class CellRegistrationTests: XCTestCase {
  @MainActor func test_register_registersTheCellAsItemCell() async {
    let listView = MockListView()

    let registration = MockItemCell.register(in: listView)

    XCTAssertEqual(listView.registeredIdentifiers, ["ItemCell"])
    XCTAssertEqual(registration.reuseIdentifier, "ItemCell")
  }

  @MainActor func test_dequeue_withTheToken_returnsACellOfTheRegisteredType() async {
    let listView = MockListView()
    let registration = MockItemCell.register(in: listView)

    let cell: MockItemCell = listView.dequeue(registration, for: ListPosition(row: 1, section: 0))

    XCTAssertEqual(listView.dequeuedIdentifiers, ["ItemCell"])
    XCTAssertEqual(listView.dequeuedPositions, [ListPosition(row: 1, section: 0)])
    XCTAssertTrue(cell.configuredContents.isEmpty)
  }
}
