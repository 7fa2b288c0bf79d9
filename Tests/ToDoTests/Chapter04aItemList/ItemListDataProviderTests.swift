// Differs from the book: no UITableView or IndexPath; the provider talks to a `ListView` protocol
// with `ListPosition`s, and a swipe action stands in for the table's editing style.

import Foundation
import ToDo
import XCTest

/// Main-actor tests here are `@MainActor func test…() async`, even without an `await`:
/// XCTest on Linux cannot run a synchronous test isolated to the main actor.
final class ItemListDataProviderTests: XCTestCase {
  @MainActor func test_numberOfSections_isTwo() async {
    let sut = makeSUT()

    XCTAssertEqual(sut.numberOfSections, 2)
  }

  @MainActor func test_numberOfRows_inFirstSection_isToDoCount() async {
    let itemManager = ItemManager()
    let sut = makeSUT(itemManager: itemManager)
    itemManager.add(ToDoItem(title: "Foo"))
    itemManager.add(ToDoItem(title: "Bar"))

    XCTAssertEqual(sut.numberOfRows(inSection: 0), 2)
  }

  @MainActor func test_numberOfRows_inSecondSection_isDoneCount() async {
    let itemManager = ItemManager()
    let sut = makeSUT(itemManager: itemManager)
    itemManager.add(ToDoItem(title: "Foo"))
    itemManager.add(ToDoItem(title: "Bar"))
    itemManager.checkItem(at: 0)

    XCTAssertEqual(sut.numberOfRows(inSection: 1), 1)
  }

  @MainActor func test_numberOfRows_withoutItemManager_isZero() async {
    let itemManager = ItemManager()
    let sut = makeSUT(itemManager: itemManager)
    itemManager.add(ToDoItem(title: "Foo"))
    sut.itemManager = nil

    XCTAssertEqual(sut.numberOfRows(inSection: 0), 0)
    XCTAssertEqual(sut.numberOfRows(inSection: 1), 0)
  }

  @MainActor func test_titleForHeader_isNoneThenFinished() async {
    let sut = makeSUT()

    XCTAssertNil(sut.titleForHeader(inSection: 0))
    XCTAssertEqual(sut.titleForHeader(inSection: 1), "Finished")
  }

  @MainActor func test_registration_registersItemCellIdentifier() async {
    let listView = MockListView()
    _ = makeSUT(listView: listView)

    XCTAssertEqual(listView.registeredIdentifiers, ["ItemCell"])
  }

  @MainActor func test_cellForRow_dequeuesTheItemCellForThatPosition() async {
    let itemManager = ItemManager()
    let listView = MockListView()
    let sut = makeSUT(itemManager: itemManager, listView: listView)
    itemManager.add(ToDoItem(title: "Foo"))

    _ = sut.cell(for: ListPosition(row: 0, section: 0), in: listView)

    XCTAssertEqual(listView.dequeuedIdentifiers, ["ItemCell"])
    XCTAssertEqual(listView.dequeuedPositions, [ListPosition(row: 0, section: 0)])
  }

  @MainActor func test_cellForRow_configuresTheCellWithItsItem() async {
    let itemManager = ItemManager()
    let listView = MockListView()
    let sut = makeSUT(itemManager: itemManager, listView: listView)
    itemManager.add(ToDoItem(title: "Foo"))
    itemManager.add(ToDoItem(title: "Bar", timestamp: TestDates.timestamp))

    let cell = sut.cell(for: ListPosition(row: 1, section: 0), in: listView)

    XCTAssertEqual(
      cell.configuredContents,
      [
        ItemCellContent(
          title: "Bar", isTitleStruckThrough: false, locationText: "", dateText: "02/22/2016")
      ])
  }

  @MainActor func test_cellForRow_inSecondSection_configuresTheCellWithTheCheckedItem() async {
    let itemManager = ItemManager()
    let listView = MockListView()
    let sut = makeSUT(itemManager: itemManager, listView: listView)
    itemManager.add(ToDoItem(title: "First"))
    itemManager.add(ToDoItem(title: "Second"))
    itemManager.checkItem(at: 1)

    let cell = sut.cell(for: ListPosition(row: 0, section: 1), in: listView)

    XCTAssertEqual(
      cell.configuredContents,
      [ItemCellContent(title: "Second", isTitleStruckThrough: true, locationText: "", dateText: "")]
    )
  }

  @MainActor func test_swipeActionTitle_isCheckThenUncheck() async {
    let sut = makeSUT()

    XCTAssertEqual(sut.swipeActionTitle(for: ListPosition(row: 0, section: 0)), "Check")
    XCTAssertEqual(sut.swipeActionTitle(for: ListPosition(row: 0, section: 1)), "Uncheck")
  }

  @MainActor func test_commitSwipeAction_inFirstSection_checksTheItemAndReloads() async {
    let itemManager = ItemManager()
    let listView = MockListView()
    let sut = makeSUT(itemManager: itemManager, listView: listView)
    itemManager.add(ToDoItem(title: "Foo"))

    sut.commitSwipeAction(at: ListPosition(row: 0, section: 0), in: listView)

    XCTAssertEqual(itemManager.toDoCount, 0)
    XCTAssertEqual(itemManager.doneCount, 1)
    XCTAssertEqual(listView.reloadCount, 1)
  }

  @MainActor func test_commitSwipeAction_inSecondSection_unchecksTheItemAndReloads() async {
    let itemManager = ItemManager()
    let listView = MockListView()
    let sut = makeSUT(itemManager: itemManager, listView: listView)
    itemManager.add(ToDoItem(title: "Foo"))
    itemManager.checkItem(at: 0)

    sut.commitSwipeAction(at: ListPosition(row: 0, section: 1), in: listView)

    XCTAssertEqual(itemManager.toDoCount, 1)
    XCTAssertEqual(itemManager.doneCount, 0)
    XCTAssertEqual(listView.reloadCount, 1)
  }

  @MainActor func test_didSelectRow_inFirstSection_postsTheRowAsIndex() async {
    let itemManager = ItemManager()
    let notificationCenter = NotificationCenter()
    let sut = makeSUT(itemManager: itemManager, notificationCenter: notificationCenter)
    let recorder = NotificationRecorder(name: .itemSelected, center: notificationCenter)
    itemManager.add(ToDoItem(title: "First"))
    itemManager.add(ToDoItem(title: "Second"))

    sut.didSelectRow(at: ListPosition(row: 1, section: 0))

    XCTAssertEqual(recorder.notifications.count, 1)
    XCTAssertEqual(recorder.notifications.first?.name.rawValue, "ItemSelectedNotification")
    XCTAssertEqual(recorder.notifications.first?.userInfo?["index"] as? Int, 1)
  }

  @MainActor func test_didSelectRow_inSecondSection_postsNothing() async {
    let itemManager = ItemManager()
    let notificationCenter = NotificationCenter()
    let sut = makeSUT(itemManager: itemManager, notificationCenter: notificationCenter)
    let recorder = NotificationRecorder(name: .itemSelected, center: notificationCenter)
    itemManager.add(ToDoItem(title: "Foo"))
    itemManager.checkItem(at: 0)

    sut.didSelectRow(at: ListPosition(row: 0, section: 1))

    XCTAssertTrue(recorder.notifications.isEmpty)
  }

  /// The provider under test, wired to the doubles the test owns (new ones by default).
  @MainActor private func makeSUT(
    itemManager: ItemManager = ItemManager(), listView: MockListView = MockListView(),
    notificationCenter: NotificationCenter = NotificationCenter()
  ) -> ItemListDataProvider<MockItemCell> {
    ItemListDataProvider(
      itemManager: itemManager,
      registration: MockItemCell.register(in: listView),
      cellConfigurator: ItemCellConfigurator(dateFormat: TestDates.format()),
      notificationCenter: notificationCenter)
  }
}
