import XCTest

@testable import ToDo

final class CellRegistrationTests: XCTestCase {
  @MainActor func test_register_registersTheCellAsItemCell() async {
    let listView = MockListView()

    let registration = MockItemCell.register(in: listView)

    XCTAssertEqual(listView.registeredIdentifiers, ["ItemCell"])
    XCTAssertEqual(registration.reuseIdentifier, "ItemCell")
  }
}
