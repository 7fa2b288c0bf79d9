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

  func test_readMenuItems_whenFileIsNotAMenu_failsWithInvalidFormat() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("AppMenuTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("<plist><string>menu</string></plist>".utf8)
      .write(to: folder.appendingPathComponent("broken.plist"))
    let bundle = try XCTUnwrap(Bundle(path: folder.path))

    XCTAssertThrowsError(
      try MenuItemsPlistReader(plistToReadFrom: "broken", bundle: bundle).readMenuItems()
    ) { error in
      XCTAssertEqual(error as? MenuItemsPlistReaderError, .invalidFormat(plistName: "broken"))
      XCTAssertEqual((error as NSError).code, 1)
    }
  }
}
