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

  private func writeStore(_ root: [String: Any]) throws {
    try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
      .write(to: storeURL)
  }

  func test_init_withMissingFile_isEmptyAndCreatesNothing() throws {
    let manager = try ItemManager(storeURL: storeURL)

    XCTAssertEqual(manager.toDoCount, 0)
    XCTAssertEqual(manager.doneCount, 0)
    XCTAssertFalse(FileManager.default.fileExists(atPath: storeURL.path))
  }

  func test_newManagerOnSameFile_afterSavingTwoItems_hasThemInOrder() throws {
    let first = ToDoItem(title: "First", location: Location(name: "Office"))
    let second = ToDoItem(title: "Second", timestamp: 1.5)
    let manager = try ItemManager(storeURL: storeURL)
    manager.add(first)
    manager.add(second)

    try manager.save()
    let reloaded = try ItemManager(storeURL: storeURL)

    XCTAssertEqual(reloaded.toDoCount, 2)
    XCTAssertEqual(reloaded.item(at: 0), first)
    XCTAssertEqual(reloaded.item(at: 1), second)
  }

  func test_save_storesCheckedItemsToo() throws {
    let manager = try ItemManager(storeURL: storeURL)
    manager.add(ToDoItem(title: "Open"))
    manager.add(ToDoItem(title: "Done"))
    manager.checkItem(at: 1)

    try manager.save()
    let reloaded = try ItemManager(storeURL: storeURL)

    XCTAssertEqual(reloaded.toDoCount, 1)
    XCTAssertEqual(reloaded.doneCount, 1)
    XCTAssertEqual(reloaded.doneItem(at: 0).title, "Done")
  }

  func test_init_withDamagedFile_throwsAndLeavesItUntouched() throws {
    let damaged = Data("this is not a property list".utf8)
    try damaged.write(to: storeURL)

    XCTAssertThrowsError(try ItemManager(storeURL: storeURL))
    XCTAssertEqual(try Data(contentsOf: storeURL), damaged)
  }

  func test_damagedFile_errorSaysWhichFileAndWhy() throws {
    try Data("this is not a property list".utf8).write(to: storeURL)

    XCTAssertThrowsError(try ItemManager(storeURL: storeURL)) { error in
      guard case .damaged(let url, _) = error as? ItemStoreError else {
        return XCTFail("expected a damaged store, got \(error)")
      }
      XCTAssertEqual(url, self.storeURL)
      XCTAssertEqual(
        "\(error)",
        "to-do store \(self.storeURL.path) is damaged: not a property list; it was left unchanged")
    }
  }

  func test_init_withAnotherVersionOrNone_throws() throws {
    try writeStore(["version": 99, "toDo": [], "done": []])
    XCTAssertThrowsError(try ItemManager(storeURL: storeURL))

    try writeStore(["toDo": [], "done": []])
    XCTAssertThrowsError(try ItemManager(storeURL: storeURL))
  }

  func test_init_withMissingList_throws() throws {
    try writeStore(["version": 1, "toDo": []])

    XCTAssertThrowsError(try ItemManager(storeURL: storeURL))
  }

  func test_init_withEntryThatIsNotAnItem_throws() throws {
    try writeStore(["version": 1, "toDo": [["itemDescription": "no title"]], "done": []])

    XCTAssertThrowsError(try ItemManager(storeURL: storeURL))
  }
}
