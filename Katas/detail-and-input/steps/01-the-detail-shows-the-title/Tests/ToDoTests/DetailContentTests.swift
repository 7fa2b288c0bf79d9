import XCTest

@testable import ToDo

final class DetailContentTests: XCTestCase {
  func test_content_hasTheTitle() {
    let content = DetailContent(item: ToDoItem(title: "Bar"), dateFormat: TestDates.format())

    XCTAssertEqual(content.title, "Bar")
  }
}
