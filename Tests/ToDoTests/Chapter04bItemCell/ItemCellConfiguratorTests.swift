// Differs from the book: instead of reading the labels of a UIKit cell, a configurator turns an
// item into plain cell content, and the time zone of the date is injected.

import ToDo
import XCTest

final class ItemCellConfiguratorTests: XCTestCase {
  private let item = ToDoItem(
    title: "Meeting", timestamp: TestDates.timestamp, location: Location(name: "Office"))

  func test_content_showsTheTitle() {
    XCTAssertEqual(content(for: item).title, "Meeting")
  }

  func test_content_showsTheLocationName() {
    XCTAssertEqual(content(for: item).locationText, "Office")
  }

  func test_content_showsTheDate() {
    XCTAssertEqual(content(for: item, timeZone: "Europe/Berlin").dateText, "02/22/2016")
  }

  func test_content_showsTheDate_inTheAmericas() {
    XCTAssertEqual(content(for: item, timeZone: "America/Los_Angeles").dateText, "02/22/2016")
  }

  func test_content_dependsOnTheInjectedTimeZone() {
    let nearMidnight = ToDoItem(title: "Late", timestamp: 1_456_185_600)  // 00:00 UTC, 23 Feb

    XCTAssertEqual(content(for: nearMidnight, timeZone: "Europe/Berlin").dateText, "02/23/2016")
    XCTAssertEqual(
      content(for: nearMidnight, timeZone: "America/Los_Angeles").dateText, "02/22/2016")
  }

  func test_content_ofItemWithoutLocationOrDate_isEmptyThere() {
    let content = content(for: ToDoItem(title: "Foo"))

    XCTAssertEqual(content.locationText, "")
    XCTAssertEqual(content.dateText, "")
  }

  func test_content_ofUncheckedItem_isNotStruckThrough() {
    XCTAssertFalse(content(for: item).isTitleStruckThrough)
  }

  func test_content_ofCheckedItem_isStruckThroughWithoutLocationOrDate() {
    XCTAssertEqual(
      content(for: item, isChecked: true),
      ItemCellContent(title: "Meeting", isTitleStruckThrough: true, locationText: "", dateText: ""))
  }

  private func content(
    for item: ToDoItem, isChecked: Bool = false, timeZone: String = "Europe/Berlin"
  ) -> ItemCellContent {
    ItemCellConfigurator(dateFormat: TestDates.format(timeZone))
      .content(for: item, isChecked: isChecked)
  }
}
