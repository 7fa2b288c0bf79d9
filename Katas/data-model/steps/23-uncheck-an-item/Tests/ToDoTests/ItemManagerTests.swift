import XCTest

@testable import ToDo

final class ItemManagerTests: XCTestCase {
  private var sut: ItemManager!

  override func setUp() {
    super.setUp()
    sut = ItemManager()
  }

  override func tearDown() {
    sut = nil
    super.tearDown()
  }

  func test_toDoCount_initially_isZero() {
    XCTAssertEqual(sut.toDoCount, 0)
  }

  func test_doneCount_initially_isZero() {
    XCTAssertEqual(sut.doneCount, 0)
  }

  func test_add_increasesToDoCountByOne() {
    sut.add(ToDoItem(title: ""))

    XCTAssertEqual(sut.toDoCount, 1)
  }

  func test_itemAt_returnsTheAddedItem() {
    sut.add(ToDoItem(title: "Foo"))
    sut.add(ToDoItem(title: "Bar"))

    XCTAssertEqual(sut.item(at: 1).title, "Bar")
  }

  func test_checkItemAt_changesTheCounts() {
    sut.add(ToDoItem(title: ""))

    sut.checkItem(at: 0)

    XCTAssertEqual(sut.toDoCount, 0)
    XCTAssertEqual(sut.doneCount, 1)
  }

  func test_checkItemAt_removesThatItemFromToDoItems() {
    sut.add(ToDoItem(title: "First"))
    sut.add(ToDoItem(title: "Second"))

    sut.checkItem(at: 0)

    XCTAssertEqual(sut.item(at: 0).title, "Second")
  }

  func test_doneItemAt_returnsTheCheckedItem() {
    sut.add(ToDoItem(title: "Foo"))

    sut.checkItem(at: 0)

    XCTAssertEqual(sut.doneItem(at: 0).title, "Foo")
  }

  func test_removeAll_emptiesBothLists() {
    sut.add(ToDoItem(title: "Foo"))
    sut.add(ToDoItem(title: "Bar"))
    sut.checkItem(at: 0)

    sut.removeAll()

    XCTAssertEqual(sut.toDoCount, 0)
    XCTAssertEqual(sut.doneCount, 0)
  }

  func test_add_whenItemIsAlreadyAdded_doesNotAddItAgain() {
    sut.add(ToDoItem(title: "Foo"))
    sut.add(ToDoItem(title: "Foo"))

    XCTAssertEqual(sut.toDoCount, 1)
  }

  func test_uncheckItemAt_movesItBackToToDoItems() {
    let item = ToDoItem(title: "Foo")
    sut.add(item)
    sut.add(ToDoItem(title: "Bar"))
    sut.checkItem(at: 0)

    sut.uncheckItem(at: 0)

    XCTAssertEqual(sut.doneCount, 0)
    XCTAssertEqual(sut.toDoCount, 2)
    XCTAssertEqual(sut.item(at: 1), item)
  }
}
