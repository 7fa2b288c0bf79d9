import Foundation

/// Writes item dates as "MM/dd/yyyy" in one time zone.
///
/// The formatter is made once, with the format: making formatters is slow, and a list
/// formats a date for every row.
struct ItemDateFormat {
  private let formatter: DateFormatter

  init(timeZone: TimeZone) {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.timeZone = timeZone
    formatter.dateFormat = "dd/MM/yyyy"
    self.formatter = formatter
  }

  /// The date of `timestamp`, seconds since 1970.
  func string(fromTimestamp timestamp: Double) -> String {
    formatter.string(from: Date(timeIntervalSince1970: timestamp))
  }
}
