import XCTest

@testable import ToDo

final class ItemCellConfiguratorTests: XCTestCase {
  private var sut: ItemCellConfigurator!

  override func setUp() {
    super.setUp()
    sut = ItemCellConfigurator(dateFormat: TestDates.format())
  }

  override func tearDown() {
    sut = nil
    super.tearDown()
  }

  func test_content_showsTheTitle() {
    let content = sut.content(for: ToDoItem(title: "Foo"), isChecked: false)

    XCTAssertEqual(content.title, "Foo")
  }

  func test_content_showsTheLocationName() {
    let office = ToDoItem(title: "Foo", location: Location(name: "Office"))

    XCTAssertEqual(sut.content(for: office, isChecked: false).locationText, "Office")
    XCTAssertEqual(sut.content(for: ToDoItem(title: "Foo"), isChecked: false).locationText, "")
  }

  func test_content_showsTheDate() {
    let dated = ToDoItem(title: "Foo", timestamp: TestDates.timestamp)

    XCTAssertEqual(sut.content(for: dated, isChecked: false).dateText, "02/22/2016")
    XCTAssertEqual(sut.content(for: ToDoItem(title: "Foo"), isChecked: false).dateText, "")
  }

  func test_content_ofUncheckedItem_isNotStruckThrough() {
    let content = sut.content(for: ToDoItem(title: "Foo"), isChecked: false)

    XCTAssertFalse(content.isTitleStruckThrough)
  }

  func test_content_ofCheckedItem_isStruckThroughWithoutLocationOrDate() {
    let item = ToDoItem(
      title: "Foo", timestamp: TestDates.timestamp, location: Location(name: "Office"))

    XCTAssertEqual(
      sut.content(for: item, isChecked: true),
      ItemCellContent(title: "Foo", isTitleStruckThrough: true, locationText: "", dateText: ""))
  }
}
