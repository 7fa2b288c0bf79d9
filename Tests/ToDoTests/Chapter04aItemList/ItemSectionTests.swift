// Differs from the book: the two sections are a named enum of their own, tested apart from the data
// provider, so no bare 0 or 1 stands for a section.

import ToDo
import XCTest

final class ItemSectionTests: XCTestCase {
  func test_sections_areNumberedToDoThenDone() {
    XCTAssertEqual(ItemSection.allCases, [.toDo, .done])
    XCTAssertEqual(ItemSection.allCases.map(\.rawValue), [0, 1])
  }

  func test_headerTitle_isNoneForToDoAndFinishedForDone() {
    XCTAssertNil(ItemSection.toDo.headerTitle)
    XCTAssertEqual(ItemSection.done.headerTitle, "Finished")
  }

  func test_swipeActionTitle_isCheckForToDoAndUncheckForDone() {
    XCTAssertEqual(ItemSection.toDo.swipeActionTitle, "Check")
    XCTAssertEqual(ItemSection.done.swipeActionTitle, "Uncheck")
  }
}
