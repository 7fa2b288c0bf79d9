import Foundation
import ToDo

/// Dates the tests use: a fixed timestamp and fixed time zones, never the machine's.
enum TestDates {
  /// 22 February 2016, 14:07:05 UTC.
  static let timestamp = 1_456_150_025.0

  static func format(_ identifier: String = "Europe/Berlin") -> ItemDateFormat {
    guard let timeZone = TimeZone(identifier: identifier) else {
      preconditionFailure("unknown time zone \(identifier)")
    }
    return ItemDateFormat(timeZone: timeZone)
  }
}
