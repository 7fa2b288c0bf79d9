import XCTest

@testable import ToDo

final class ItemDateFormatTests: XCTestCase {
  func test_string_ofTimestamp_isMonthDayYear() {
    XCTAssertEqual(TestDates.format().string(fromTimestamp: TestDates.timestamp), "02/22/2016")
  }
}
