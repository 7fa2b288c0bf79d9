import Foundation
import XCTest

@testable import AppMenu

final class MenuItemsPlistReaderTests: XCTestCase {
  func test_readMenuItems_readsTheSampleMenu() throws {
    let metadata = try MenuItemsPlistReader(plistToReadFrom: "menuItems").readMenuItems()

    XCTAssertEqual(
      metadata,
      [
        [
          "title": "Contributions", "subTitle": "Repos contributed to",
          "iconName": "iconContributions", "tapHandlerName": "ContributionsViewController",
        ],
        [
          "title": "Repositories", "subTitle": "Repos collaborating",
          "iconName": "iconRepositories", "tapHandlerName": "RepositoriesViewController",
        ],
        [
          "title": "Public Activity", "subTitle": "Activity viewable by anyone",
          "iconName": "iconPublicActivity", "tapHandlerName": "PublicActivityViewController",
        ],
      ])
  }

  func test_readMenuItems_whenFileIsMissing_failsWithFileNotFound() {
    let reader = MenuItemsPlistReader(plistToReadFrom: "notFound")

    XCTAssertThrowsError(try reader.readMenuItems()) { error in
      let nsError = error as NSError
      XCTAssertEqual(nsError.domain, "MenuItemsPlistReaderErrorDomain")
      XCTAssertEqual(nsError.code, MenuItemsPlistReaderError.Code.fileNotFound.rawValue)
      XCTAssertEqual(nsError.code, 0, "code 0 means a missing file")
      XCTAssertEqual(
        nsError.localizedDescription, "notFound.plist file doesn't exist in app bundle")
      XCTAssertEqual(error as? MenuItemsPlistReaderError, .fileNotFound(plistName: "notFound"))
    }
  }
}
