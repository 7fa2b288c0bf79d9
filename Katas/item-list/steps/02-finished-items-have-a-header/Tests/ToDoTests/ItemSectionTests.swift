import XCTest

@testable import ToDo

final class ItemSectionTests: XCTestCase {
  func test_sections_areNumberedToDoThenDone() {
    XCTAssertEqual(ItemSection.toDo.rawValue, 0)
    XCTAssertEqual(ItemSection.done.rawValue, 1)
    XCTAssertNil(ItemSection(rawValue: 2))
  }

  func test_headerTitle_isNoneForToDoAndFinishedForDone() {
    XCTAssertNil(ItemSection.toDo.headerTitle)
    XCTAssertEqual(ItemSection.done.headerTitle, "Finished")
  }
}
