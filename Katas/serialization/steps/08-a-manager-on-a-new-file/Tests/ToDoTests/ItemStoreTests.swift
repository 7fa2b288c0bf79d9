import Foundation
import XCTest

@testable import ToDo

final class ItemStoreTests: XCTestCase {
  private var folder: URL!
  private var storeURL: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ItemStoreTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    storeURL = folder.appendingPathComponent("items.plist")
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: folder)
    folder = nil
    storeURL = nil
    try super.tearDownWithError()
  }

  func test_init_withMissingFile_isEmptyAndCreatesNothing() throws {
    let manager = try ItemManager(storeURL: storeURL)

    XCTAssertEqual(manager.toDoCount, 0)
    XCTAssertEqual(manager.doneCount, 0)
    XCTAssertFalse(FileManager.default.fileExists(atPath: storeURL.path))
  }
}
