// As in the tutorial: a menu item needs a title; its subtitle, icon name and tap handler
// name are optional and default to nil.

import AppMenu
import XCTest

final class MenuItemTests: XCTestCase {
  func test_init_withTitleOnly_hasNoOptionalFields() {
    let item = MenuItem(title: "Contributions")

    XCTAssertEqual(item.title, "Contributions")
    XCTAssertNil(item.subTitle)
    XCTAssertNil(item.iconName)
    XCTAssertNil(item.tapHandlerName)
  }

  func test_init_storesEveryField() {
    let item = MenuItem(
      title: "Contributions", subTitle: "Repos contributed to", iconName: "iconContributions",
      tapHandlerName: "ContributionsViewController")

    XCTAssertEqual(item.subTitle, "Repos contributed to")
    XCTAssertEqual(item.iconName, "iconContributions")
    XCTAssertEqual(item.tapHandlerName, "ContributionsViewController")
  }
}
