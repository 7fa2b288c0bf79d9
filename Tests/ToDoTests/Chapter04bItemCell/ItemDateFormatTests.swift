// Differs from the book: the "MM/dd/yyyy" formatter lives in a type of its own with an injected
// time zone, instead of inside the cell, so the tests never depend on the machine's zone.

import ToDo
import XCTest

final class ItemDateFormatTests: XCTestCase {
  private let format = TestDates.format("America/New_York")

  func test_string_ofTimestamp_isMonthDayYear() {
    XCTAssertEqual(format.string(fromTimestamp: TestDates.timestamp), "02/22/2016")
  }

  func test_string_usesTheGivenTimeZone() {
    XCTAssertEqual(
      TestDates.format("Pacific/Auckland").string(fromTimestamp: TestDates.timestamp), "02/23/2016")
    XCTAssertEqual(format.string(fromTimestamp: TestDates.timestamp), "02/22/2016")
  }

  func test_timestamp_fromDate_isMidnightInTheTimeZone() {
    XCTAssertEqual(format.timestamp(from: "02/22/2016"), 1_456_117_200)
  }

  func test_timestamp_roundTripsThroughString() {
    let timestamp = format.timestamp(from: "12/31/1999")

    XCTAssertEqual(timestamp.map(format.string(fromTimestamp:)), "12/31/1999")
  }

  func test_timestamp_fromSomethingElse_isNil() {
    for text in ["02/30/2016", "2016-02-22", "2/22/2016", "13/01/2016", "02/22/16", "", "soon"] {
      XCTAssertNil(format.timestamp(from: text), text)
    }
  }

  func test_timeZone_isTheInjectedOne() {
    XCTAssertEqual(format.timeZone.identifier, "America/New_York")
  }
}
