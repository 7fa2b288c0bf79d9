import XCTest

@testable import ToDo

final class ItemDateFormatTests: XCTestCase {
  func test_string_ofTimestamp_isMonthDayYear() {
    XCTAssertEqual(TestDates.format().string(fromTimestamp: TestDates.timestamp), "02/22/2016")
  }

  func test_string_usesTheGivenTimeZone() {
    XCTAssertEqual(
      TestDates.format("Pacific/Auckland").string(fromTimestamp: TestDates.timestamp),
      "02/23/2016")
    XCTAssertEqual(
      TestDates.format("America/New_York").string(fromTimestamp: TestDates.timestamp),
      "02/22/2016")
  }

  func test_timestamp_fromDate_isMidnightInTheTimeZone() {
    XCTAssertEqual(TestDates.format().timestamp(from: "02/22/2016"), 1_456_095_600)
  }
}
