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

  func test_buildMenuItems_whenATitleIsMissing_failsWithoutItems() {
    do {
      let items = try sut.buildMenuItems(from: [["title": "A"], ["subTitle": "no title"]])
      XCTFail("expected missing title, got \(items.count) items")
    } catch {
      let nsError = error as NSError
      XCTAssertEqual(nsError.domain, "MenuItemBuilderErrorDomain")
      XCTAssertEqual(nsError.code, MenuItemBuilderError.Code.missingTitle.rawValue)
      XCTAssertEqual(nsError.localizedDescription, "All menu items must have a title")
      XCTAssertEqual("\(error)", "All menu items must have a title")
    }
  }
}
