import XCTest

@testable import ToDo

final class ItemSectionTests: XCTestCase {
  func test_sections_areNumberedToDoThenDone() {
    XCTAssertEqual(ItemSection.toDo.rawValue, 0)
    XCTAssertEqual(ItemSection.done.rawValue, 1)
    XCTAssertNil(ItemSection(rawValue: 2))
  }
}
