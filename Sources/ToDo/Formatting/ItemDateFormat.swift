import Foundation

/// Formats and parses item dates as "MM/dd/yyyy" in one time zone.
///
/// The time zone is injected so that the same timestamp shows the same date in every test,
/// whatever the machine's settings: 1456150025 is "02/22/2016" from Europe to the Americas.
/// The underlying formatter is created once, when the format is made, because creating
/// formatters is expensive and lists format a date per row.
public struct ItemDateFormat {
  private let formatter: DateFormatter

  /// Creates the format for `timeZone`; the app passes the user's, tests pass a fixed one.
  public init(timeZone: TimeZone) {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.timeZone = timeZone
    formatter.dateFormat = "MM/dd/yyyy"
    formatter.isLenient = false
    self.formatter = formatter
  }

  /// The time zone dates are shown in.
  public var timeZone: TimeZone { formatter.timeZone }

  /// The date of `timestamp` (seconds since 1970), such as "02/22/2016".
  public func string(fromTimestamp timestamp: Double) -> String {
    formatter.string(from: Date(timeIntervalSince1970: timestamp))
  }

  /// The timestamp of midnight at the start of the day `string` names, or `nil` when
  /// `string` is not a real date written exactly as "MM/dd/yyyy".
  public func timestamp(from string: String) -> Double? {
    guard string.count == 10, let date = formatter.date(from: string),
      formatter.string(from: date) == string
    else { return nil }
    return date.timeIntervalSince1970
  }
}
