import XCTest

@testable import AppMenu

final class MenuItemTests: XCTestCase {
  func test_init_withTitleOnly_hasNoOptionalFields() {
    let sut = MenuItem(title: "Contributions")

    XCTAssertEqual(sut.title, "Contributions")
    XCTAssertNil(sut.subTitle)
    XCTAssertNil(sut.iconName)
    XCTAssertNil(sut.tapHandlerName)
  }
}
