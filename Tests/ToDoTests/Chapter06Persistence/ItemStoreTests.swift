// Differs from the book: the file is injected instead of found in the documents folder, saving is
// explicit and atomic, and a damaged file is reported and left alone, never replaced. The book
// saves only the to-do list and leaves the finished one as an exercise: both lists are saved
// and read back here.

import Foundation
import TestSupport
import XCTest

@testable import ToDo

final class ItemStoreTests: XCTestCase {
  /// A fresh folder for the test, removed after it, and the store's file in it.
  private func makeFolder() throws -> (directory: TemporaryDirectory, storeURL: URL) {
    let directory = try TemporaryDirectory()
    addTeardownBlock { directory.remove() }
    return (directory, directory.file("items.plist"))
  }

  func test_init_withMissingFile_isEmptyAndCreatesNothing() throws {
    let storeURL = try makeFolder().storeURL
    let manager = try ItemManager(storeURL: storeURL)

    XCTAssertEqual(manager.toDoCount, 0)
    XCTAssertEqual(manager.doneCount, 0)
    XCTAssertFalse(FileManager.default.fileExists(atPath: storeURL.path))
  }

  func test_newManagerOnSameFile_afterSavingTwoItems_hasThemInOrder() throws {
    let storeURL = try makeFolder().storeURL
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
    let storeURL = try makeFolder().storeURL
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

  func test_save_ofEmptyLists_writesAValidStore() throws {
    let storeURL = try makeFolder().storeURL
    try ItemManager(storeURL: storeURL).save()

    XCTAssertTrue(FileManager.default.fileExists(atPath: storeURL.path))
    XCTAssertEqual(try ItemManager(storeURL: storeURL).toDoCount, 0)
  }

  func test_save_afterRemoveAll_keepsAnEmptyStore() throws {
    let storeURL = try makeFolder().storeURL
    let manager = try ItemManager(storeURL: storeURL)
    manager.add(ToDoItem(title: "Foo"))
    try manager.save()

    manager.removeAll()
    try manager.save()

    XCTAssertEqual(try ItemManager(storeURL: storeURL).toDoCount, 0)
  }

  func test_init_withDamagedFile_throwsAndLeavesItUntouched() throws {
    let storeURL = try makeFolder().storeURL
    let damaged = Data("this is not a property list".utf8)
    try damaged.write(to: storeURL)

    assertThrowsDamagedStore(try ItemManager(storeURL: storeURL), at: storeURL)
    XCTAssertEqual(try Data(contentsOf: storeURL), damaged)
  }

  func test_damagedFile_errorSaysWhichFileAndWhy() throws {
    let storeURL = try makeFolder().storeURL
    try Data("this is not a property list".utf8).write(to: storeURL)

    XCTAssertThrowsError(try ItemManager(storeURL: storeURL)) { error in
      XCTAssertEqual(
        "\(error)",
        "to-do store \(storeURL.path) is damaged: not a property list; it was left unchanged")
    }
  }

  func test_init_withPropertyListOfAnotherShape_throws() throws {
    let storeURL = try makeFolder().storeURL
    let array = try PropertyListSerialization.data(
      fromPropertyList: ["title"], format: .xml, options: 0)
    try array.write(to: storeURL)

    assertThrowsDamagedStore(try ItemManager(storeURL: storeURL), at: storeURL)
  }

  func test_init_withAnotherVersionOrNone_throws() throws {
    let storeURL = try makeFolder().storeURL
    for store: [String: Any] in [
      ["version": 99, "toDo": [], "done": []], ["toDo": [], "done": []],
    ] {
      try writeStore(store, to: storeURL)

      assertThrowsDamagedStore(try ItemManager(storeURL: storeURL), at: storeURL)
    }
  }

  func test_init_withMissingList_throws() throws {
    let storeURL = try makeFolder().storeURL
    try writeStore(["version": 1, "toDo": []], to: storeURL)

    assertThrowsDamagedStore(try ItemManager(storeURL: storeURL), at: storeURL)
  }

  func test_init_withEntryThatIsNotAnItem_throws() throws {
    let storeURL = try makeFolder().storeURL
    try writeStore(
      ["version": 1, "toDo": [["itemDescription": "no title"]], "done": []], to: storeURL)

    assertThrowsDamagedStore(try ItemManager(storeURL: storeURL), at: storeURL)
  }

  func test_save_replacesTheFileByRenamingATemporaryOne() throws {
    let (directory, storeURL) = try makeFolder()
    let manager = try ItemManager(storeURL: storeURL)
    try manager.save()
    let before = try fileNumber(of: storeURL)

    manager.add(ToDoItem(title: "Foo"))
    try manager.save()

    XCTAssertNotEqual(try fileNumber(of: storeURL), before, "the file was rewritten in place")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: directory.url.path), ["items.plist"])
  }

  func test_save_createsMissingParentFolders() throws {
    let directory = try makeFolder().directory
    let nested = directory.file("a/b/items.plist")

    try ItemManager(storeURL: nested).save()

    XCTAssertTrue(FileManager.default.fileExists(atPath: nested.path))
  }

  func test_init_withAFolderAtThePath_throwsUnreadableSayingItIsAFolder() throws {
    let storeURL = try makeFolder().storeURL
    try FileManager.default.createDirectory(at: storeURL, withIntermediateDirectories: false)

    XCTAssertThrowsError(try ItemManager(storeURL: storeURL)) { error in
      guard case .unreadable(let url, let reason) = error as? ItemStoreError else {
        return XCTFail("expected unreadable, got \(error)")
      }
      XCTAssertEqual(url, storeURL)
      XCTAssertEqual(reason, "it is a folder, not a file")
    }
  }

  func test_save_whenFolderCannotBeCreated_throwsUnwritable() throws {
    let directory = try makeFolder().directory
    let blocker = directory.file("blocker")
    try Data("a file".utf8).write(to: blocker)
    let manager = try ItemManager(storeURL: blocker.appendingPathComponent("items.plist"))

    XCTAssertThrowsError(try manager.save()) { error in
      guard case .unwritable = error as? ItemStoreError else {
        return XCTFail("expected unwritable, got \(error)")
      }
      XCTAssertTrue("\(error)".hasPrefix("cannot write to-do store \(blocker.path)/items.plist: "))
    }
  }

  func test_reasonOfAFailedSave_isTheSystemsWordsWhenThereAreAny() {
    let posix = NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))
    let cocoa = NSError(
      domain: NSCocoaErrorDomain, code: 513, userInfo: [NSUnderlyingErrorKey: posix])
    let other = NSError(
      domain: "Disk", code: 1, userInfo: [NSLocalizedDescriptionKey: "the disk is on fire"])
    let foreign = NSError(domain: "Disk", code: 2, userInfo: [NSUnderlyingErrorKey: other])

    XCTAssertEqual(ItemStore.reason(for: cocoa), String(cString: strerror(EACCES)))
    XCTAssertEqual(ItemStore.reason(for: other), "the disk is on fire")
    XCTAssertEqual(ItemStore.reason(for: foreign), foreign.localizedDescription)
  }

  func test_inMemoryManager_saveWritesNothing() throws {
    let directory = try makeFolder().directory
    let manager = ItemManager()
    manager.add(ToDoItem(title: "Foo"))

    XCTAssertNoThrow(try manager.save())
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.url.path), [])
  }

  func test_init_withAVersionOneStoreWrittenElsewhere_loadsItsItems() throws {
    let storeURL = try makeFolder().storeURL
    try writeStore(
      ["version": 1, "toDo": [["title": "Foo"]], "done": [["title": "Bar"]]], to: storeURL)

    let manager = try ItemManager(storeURL: storeURL)

    XCTAssertEqual(manager.toDoCount, 1)
    XCTAssertEqual(manager.doneCount, 1)
  }

  private func writeStore(_ root: [String: Any], to storeURL: URL) throws {
    try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
      .write(to: storeURL)
  }

  private func fileNumber(of url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return try XCTUnwrap(attributes[.systemFileNumber] as? Int)
  }

  private func assertThrowsDamagedStore(
    _ expression: @autoclosure () throws -> ItemManager, at storeURL: URL,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertThrowsError(try expression(), file: file, line: line) { error in
      guard case .damaged(let url, _) = error as? ItemStoreError else {
        return XCTFail("expected a damaged store, got \(error)", file: file, line: line)
      }
      XCTAssertEqual(url, storeURL, file: file, line: line)
      XCTAssertTrue(
        "\(error)".contains(storeURL.path), "message names the file", file: file, line: line)
    }
  }
}
