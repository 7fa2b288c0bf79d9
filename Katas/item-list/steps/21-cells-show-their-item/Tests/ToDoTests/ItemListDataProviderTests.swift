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

    _ = sut.cell(for: ListPosition(row: 0, section: 0), in: listView)

    XCTAssertEqual(listView.dequeuedIdentifiers, ["ItemCell"])
    XCTAssertEqual(listView.dequeuedPositions, [ListPosition(row: 0, section: 0)])
  }

  func test_cellForRow_configuresTheCellWithItsItem() {
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
}
