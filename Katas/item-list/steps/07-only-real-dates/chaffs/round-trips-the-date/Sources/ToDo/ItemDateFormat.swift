import Foundation

/// Writes and reads item dates as "MM/dd/yyyy" in one time zone.
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
    formatter.dateFormat = "MM/dd/yyyy"
    formatter.isLenient = false
    self.formatter = formatter
  }

  /// The date of `timestamp`, seconds since 1970.
  func string(fromTimestamp timestamp: Double) -> String {
    formatter.string(from: Date(timeIntervalSince1970: timestamp))
  }

  /// The timestamp of midnight at the start of the day `string` names, or `nil` when
  /// `string` is not a real date written exactly as "MM/dd/yyyy".
  func timestamp(from string: String) -> Double? {
    guard let date = formatter.date(from: string),
      formatter.date(from: formatter.string(from: date)) == date
    else { return nil }
    return date.timeIntervalSince1970
  }
}
