// Differs from the book: the book registers cells in the storyboard; here registering returns a
// token that dequeuing needs, an idea from the testable-design sample.

import ToDo
import XCTest

/// The registration token turns "dequeue before register" into a compile error: the only way
/// to get a `CellRegistration` outside the module is `register(in:)`, and `dequeue` needs one.
final class CellRegistrationTests: XCTestCase {
  @MainActor func test_register_registersTheCellAsItemCell() async {
    let listView = MockListView()

    let registration = MockItemCell.register(in: listView)

    XCTAssertEqual(registration.reuseIdentifier, "ItemCell")
    XCTAssertEqual(listView.registeredIdentifiers, ["ItemCell"])
  }

  @MainActor func test_dequeue_withTheToken_returnsACellOfTheRegisteredType() async {
    let listView = MockListView()
    let registration = MockItemCell.register(in: listView)

    let cell: MockItemCell = listView.dequeue(registration, for: ListPosition(row: 0, section: 0))

    XCTAssertTrue(cell.configuredContents.isEmpty)
    XCTAssertEqual(listView.dequeuedIdentifiers, ["ItemCell"])
  }
}
