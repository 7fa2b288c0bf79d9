// Differs from the book: `add(_:)` refuses an item equal to one in either list, not only in
// the unchecked one, so checking an item and adding it again never makes two copies; and
// unchecking is tested both ways, as checking is. The tests follow the data-model kata's order.
// The book makes the manager in `setUp()`, as the kata does; like every suite here, these
// tests build their subject in their first line with `makeSUT()` instead (all but
// `TestAnatomyTests`, which is about `setUp` itself).

import ToDo
import XCTest

final class ItemManagerTests: XCTestCase {
  func test_toDoCount_initially_isZero() {
    let sut = makeSUT()

    XCTAssertEqual(sut.toDoCount, 0)
  }

  func test_doneCount_initially_isZero() {
    let sut = makeSUT()

    XCTAssertEqual(sut.doneCount, 0)
  }

  func test_add_increasesToDoCountByOne() {
    let sut = makeSUT()
    sut.add(ToDoItem(title: ""))

    XCTAssertEqual(sut.toDoCount, 1)
  }

  func test_itemAt_returnsTheAddedItem() {
    let sut = makeSUT()
    let item = ToDoItem(title: "Foo")
    sut.add(item)

    XCTAssertEqual(sut.item(at: 0), item)
  }

  func test_add_appendsToTheEnd() {
    let sut = makeSUT()
    sut.add(ToDoItem(title: "First"))
    sut.add(ToDoItem(title: "Second"))

    XCTAssertEqual(sut.item(at: 1).title, "Second")
  }

  func test_checkItemAt_changesTheCounts() {
    let sut = makeSUT()
    sut.add(ToDoItem(title: ""))

    sut.checkItem(at: 0)

    XCTAssertEqual(sut.toDoCount, 0)
    XCTAssertEqual(sut.doneCount, 1)
  }

  func test_checkItemAt_removesThatItemFromToDoItems() {
    let sut = makeSUT()
    sut.add(ToDoItem(title: "First"))
    sut.add(ToDoItem(title: "Second"))

    sut.checkItem(at: 0)

    XCTAssertEqual(sut.item(at: 0).title, "Second")
  }

  func test_doneItemAt_returnsTheCheckedItem() {
    let sut = makeSUT()
    let item = ToDoItem(title: "Foo")
    sut.add(item)

    sut.checkItem(at: 0)

    XCTAssertEqual(sut.doneItem(at: 0), item)
  }

  func test_checkItemAt_appendsToTheEndOfDoneItems() {
    let sut = makeSUT()
    sut.add(ToDoItem(title: "First"))
    sut.add(ToDoItem(title: "Second"))

    sut.checkItem(at: 1)
    sut.checkItem(at: 0)

    XCTAssertEqual(sut.doneItem(at: 0).title, "Second")
    XCTAssertEqual(sut.doneItem(at: 1).title, "First")
  }

  func test_removeAll_emptiesBothLists() {
    let sut = makeSUT()
    sut.add(ToDoItem(title: "Foo"))
    sut.add(ToDoItem(title: "Bar"))
    sut.checkItem(at: 0)

    sut.removeAll()

    XCTAssertEqual(sut.toDoCount, 0)
    XCTAssertEqual(sut.doneCount, 0)
  }

  func test_add_whenItemIsAlreadyAdded_doesNotAddItAgain() {
    let sut = makeSUT()
    sut.add(ToDoItem(title: "Foo"))
    sut.add(ToDoItem(title: "Foo"))

    XCTAssertEqual(sut.toDoCount, 1)
  }

  func test_add_whenItemDiffersFromListedOne_addsIt() {
    let sut = makeSUT()
    sut.add(ToDoItem(title: "Foo"))
    sut.add(ToDoItem(title: "Foo", itemDescription: "Bar"))

    XCTAssertEqual(sut.toDoCount, 2)
  }

  func test_uncheckItemAt_movesItBackToToDoItems() {
    let sut = makeSUT()
    sut.add(ToDoItem(title: "First"))
    sut.add(ToDoItem(title: "Second"))
    sut.checkItem(at: 0)

    sut.uncheckItem(at: 0)

    XCTAssertEqual(sut.toDoCount, 2)
    XCTAssertEqual(sut.item(at: 1).title, "First")
  }

  func test_uncheckItemAt_removesThatItemFromDoneItems() {
    let sut = makeSUT()
    sut.add(ToDoItem(title: "First"))
    sut.add(ToDoItem(title: "Second"))
    sut.checkItem(at: 0)
    sut.checkItem(at: 0)

    sut.uncheckItem(at: 0)

    XCTAssertEqual(sut.doneCount, 1)
    XCTAssertEqual(sut.doneItem(at: 0).title, "Second")
  }

  func test_add_whenAnEqualItemIsChecked_doesNotAddItAgain() {
    let sut = makeSUT()
    sut.add(ToDoItem(title: "Foo"))
    sut.checkItem(at: 0)

    sut.add(ToDoItem(title: "Foo"))

    XCTAssertEqual(sut.toDoCount, 0)
    XCTAssertEqual(sut.doneCount, 1)
  }

  /// A new, empty manager: each test builds its subject with the suite's `makeSUT()`.
  private func makeSUT() -> ItemManager {
    ItemManager()
  }
}
