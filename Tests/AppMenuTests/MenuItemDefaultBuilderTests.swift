// Differs from the tutorial: the builder throws a Swift error enum that bridges to the tutorial's
// NSError domain and code, instead of building the NSError by hand.

import AppMenu
import Foundation
import XCTest

final class MenuItemDefaultBuilderTests: XCTestCase {
  private let sut = MenuItemDefaultBuilder()

  func test_buildMenuItems_makesOneItemPerDictionaryWithItsFields() throws {
    let items = try sut.buildMenuItems(from: [
      [
        "title": "Contributions", "subTitle": "Repos contributed to", "iconName": "icon",
        "tapHandlerName": "Handler",
      ],
      ["title": "Repositories"],
    ])

    XCTAssertEqual(
      items,
      [
        MenuItem(
          title: "Contributions", subTitle: "Repos contributed to", iconName: "icon",
          tapHandlerName: "Handler"),
        MenuItem(title: "Repositories"),
      ])
  }

  func test_buildMenuItems_withoutMetadata_buildsNoItems() throws {
    XCTAssertEqual(try sut.buildMenuItems(from: []), [])
  }

  func test_buildMenuItems_whenATitleIsMissing_fails() {
    do {
      let items = try sut.buildMenuItems(from: [["title": "A"], ["subTitle": "no title"]])
      XCTFail("expected missing title, got \(items.count) items")
    } catch {
      XCTAssertEqual(error, .missingTitle)
    }
  }

  func test_missingTitle_isAnNSErrorOfTheBuildersDomain() {
    let error = MenuItemBuilderError.missingTitle as NSError

    XCTAssertEqual(error.domain, "MenuItemBuilderErrorDomain")
    XCTAssertEqual(error.code, MenuItemBuilderError.Code.missingTitle.rawValue)
    XCTAssertEqual(error.localizedDescription, "All menu items must have a title")
    XCTAssertEqual("\(MenuItemBuilderError.missingTitle)", "All menu items must have a title")
  }
}
