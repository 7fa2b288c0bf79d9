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

  func test_init_storesEveryField() {
    let sut = MenuItem(
      title: "Repositories", subTitle: "Repos collaborating", iconName: "iconRepositories",
      tapHandlerName: "RepositoriesViewController")

    XCTAssertEqual(sut.subTitle, "Repos collaborating")
    XCTAssertEqual(sut.iconName, "iconRepositories")
    XCTAssertEqual(sut.tapHandlerName, "RepositoriesViewController")
  }
}
