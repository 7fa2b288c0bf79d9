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
}
