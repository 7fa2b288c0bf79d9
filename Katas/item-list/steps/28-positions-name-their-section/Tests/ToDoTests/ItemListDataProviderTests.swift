import Foundation
import XCTest

@testable import ToDo

final class ItemListDataProviderTests: XCTestCase {
  private var itemManager: ItemManager!
  private var listView: MockListView!
  private var notificationCenter: NotificationCenter!
  private var sut: ItemListDataProvider<MockItemCell>!

  override func setUp() {
    super.setUp()
    itemManager = ItemManager()
    listView = MockListView()
    notificationCenter = NotificationCenter()
    sut = ItemListDataProvider(
      itemManager: itemManager,
      registration: MockItemCell.register(in: listView),
      cellConfigurator: ItemCellConfigurator(dateFormat: TestDates.format()),
      notificationCenter: notificationCenter)
  }

  override func tearDown() {
    sut = nil
    notificationCenter = nil
    listView = nil
    itemManager = nil
    super.tearDown()
  }

  /// The position of `row` in `section`: the tests say which section they mean.
  private func position(row: Int, in section: ItemSection) -> ListPosition {
    ListPosition(row: row, section: section.rawValue)
  }

  func test_numberOfSections_isTwo() {
    XCTAssertEqual(sut.numberOfSections, 2)
  }

  func test_numberOfRows_inFirstSection_isToDoCount() {
    itemManager.add(ToDoItem(title: "Foo"))
    XCTAssertEqual(sut.numberOfRows(inSection: 0), 1)

    itemManager.add(ToDoItem(title: "Bar"))
    XCTAssertEqual(sut.numberOfRows(inSection: 0), 2)
  }

  func test_numberOfRows_inSecondSection_isDoneCount() {
    itemManager.add(ToDoItem(title: "Foo"))
    itemManager.add(ToDoItem(title: "Bar"))
    itemManager.add(ToDoItem(title: "Baz"))
    itemManager.checkItem(at: 0)

    XCTAssertEqual(sut.numberOfRows(inSection: 1), 1)
  }

  func test_numberOfRows_withoutItemManager_isZero() {
    itemManager.add(ToDoItem(title: "Foo"))
    sut.itemManager = nil

    XCTAssertEqual(sut.numberOfRows(inSection: 0), 0)
    XCTAssertEqual(sut.numberOfRows(inSection: 1), 0)
  }

  func test_titleForHeader_isNoneThenFinished() {
    XCTAssertNil(sut.titleForHeader(inSection: 0))
    XCTAssertEqual(sut.titleForHeader(inSection: 1), "Finished")
  }

  func test_cellForRow_dequeuesTheItemCellForThatPosition() {
    itemManager.add(ToDoItem(title: "Foo"))

    _ = sut.cell(for: position(row: 0, in: .toDo), in: listView)

    XCTAssertEqual(listView.dequeuedIdentifiers, ["ItemCell"])
    XCTAssertEqual(listView.dequeuedPositions, [position(row: 0, in: .toDo)])
  }

  func test_cellForRow_configuresTheCellWithItsItem() {
    itemManager.add(ToDoItem(title: "Foo"))
    itemManager.add(ToDoItem(title: "Bar", timestamp: TestDates.timestamp))

    let cell = sut.cell(for: position(row: 1, in: .toDo), in: listView)

    XCTAssertEqual(
      cell.configuredContents,
      [
        ItemCellContent(
          title: "Bar", isTitleStruckThrough: false, locationText: "", dateText: "02/22/2016")
      ])
  }

  func test_cellForRow_inSecondSection_configuresTheCellWithTheCheckedItem() {
    itemManager.add(ToDoItem(title: "First"))
    itemManager.add(ToDoItem(title: "Second"))
    itemManager.checkItem(at: 1)

    let cell = sut.cell(for: position(row: 0, in: .done), in: listView)

    XCTAssertEqual(
      cell.configuredContents,
      [ItemCellContent(title: "Second", isTitleStruckThrough: true, locationText: "", dateText: "")]
    )
  }

  func test_swipeActionTitle_isCheckThenUncheck() {
    XCTAssertEqual(sut.swipeActionTitle(for: position(row: 0, in: .toDo)), "Check")
    XCTAssertEqual(sut.swipeActionTitle(for: position(row: 0, in: .done)), "Uncheck")
  }

  func test_commitSwipeAction_inFirstSection_checksTheItemAndReloads() {
    itemManager.add(ToDoItem(title: "Foo"))

    sut.commitSwipeAction(at: position(row: 0, in: .toDo), in: listView)

    XCTAssertEqual(itemManager.toDoCount, 0)
    XCTAssertEqual(itemManager.doneCount, 1)
    XCTAssertEqual(listView.reloadCount, 1)
  }

  func test_commitSwipeAction_inSecondSection_unchecksTheItemAndReloads() {
    itemManager.add(ToDoItem(title: "Foo"))
    itemManager.checkItem(at: 0)

    sut.commitSwipeAction(at: position(row: 0, in: .done), in: listView)

    XCTAssertEqual(itemManager.toDoCount, 1)
    XCTAssertEqual(itemManager.doneCount, 0)
    XCTAssertEqual(listView.reloadCount, 1)
  }

  func test_didSelectRow_inFirstSection_postsTheRowAsIndex() {
    let recorder = NotificationRecorder(name: .itemSelected, center: notificationCenter)
    itemManager.add(ToDoItem(title: "First"))
    itemManager.add(ToDoItem(title: "Second"))

    sut.didSelectRow(at: position(row: 1, in: .toDo))

    XCTAssertEqual(recorder.notifications.count, 1)
    XCTAssertEqual(recorder.notifications.first?.name.rawValue, "ItemSelectedNotification")
    XCTAssertEqual(recorder.notifications.first?.userInfo?["index"] as? Int, 1)
  }

  func test_didSelectRow_inSecondSection_postsNothing() {
    let recorder = NotificationRecorder(name: .itemSelected, center: notificationCenter)
    itemManager.add(ToDoItem(title: "Foo"))
    itemManager.checkItem(at: 0)

    sut.didSelectRow(at: position(row: 0, in: .done))

    XCTAssertTrue(recorder.notifications.isEmpty)
  }
}
