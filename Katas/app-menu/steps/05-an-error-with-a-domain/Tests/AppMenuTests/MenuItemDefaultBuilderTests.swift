import Foundation
import XCTest

@testable import AppMenu

final class MenuItemDefaultBuilderTests: XCTestCase {
  func test_buildMenuItems_makesOneItemPerDictionaryWithItsFields() throws {
    let metadata = [
      [
        "title": "Contributions", "subTitle": "Repos contributed to",
        "iconName": "iconContributions",
        "tapHandlerName": "ContributionsViewController",
      ],
      ["title": "Repositories"],
    ]

    let items = try MenuItemDefaultBuilder().buildMenuItems(from: metadata)

    XCTAssertEqual(
      items,
      [
        MenuItem(
          title: "Contributions", subTitle: "Repos contributed to", iconName: "iconContributions",
          tapHandlerName: "ContributionsViewController"),
        MenuItem(title: "Repositories"),
      ])
  }

  func test_buildMenuItems_withoutMetadata_buildsNoItems() throws {
    XCTAssertEqual(try MenuItemDefaultBuilder().buildMenuItems(from: []), [])
  }

  func test_buildMenuItems_whenATitleIsMissing_fails() {
    let metadata = [["title": "Contributions"], ["subTitle": "Repos collaborating"]]

    XCTAssertThrowsError(try MenuItemDefaultBuilder().buildMenuItems(from: metadata)) { error in
      XCTAssertEqual(error as? MenuItemBuilderError, .missingTitle)
    }
  }

  func test_missingTitle_isAnNSErrorOfTheBuildersDomain() {
    let error = MenuItemBuilderError.missingTitle as NSError

    XCTAssertEqual(error.domain, "MenuItemBuilderErrorDomain")
    XCTAssertEqual(error.code, 0, "code 0 means a missing title")
    XCTAssertEqual(error.localizedDescription, "All menu items must have a title")
  }
}
