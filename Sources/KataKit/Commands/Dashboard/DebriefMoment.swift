import CommandLineSupport
import Foundation

/// `--since` and `--until`: a time of day, or a day and a time, as typed. It becomes a
/// moment in the machine's calendar, today for a time alone, only when the debrief is made.
struct DebriefMoment: OptionValue {
  /// The moment as typed.
  var text: String

  /// `text` when it is a time of day as HH:MM or a day and time as YYYY-MM-DD HH:MM.
  init?(optionText text: String) {
    // Which texts name a moment does not depend on the day or the time zone.
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    guard DebriefRange.moment(text, now: Date(timeIntervalSince1970: 0), calendar: calendar) != nil
    else { return nil }
    self.text = text
  }

  /// What the error says.
  static var expected: String { DebriefRange.expected }

  /// The moment in seconds since 1970, in `calendar` on the day of `now` for a time alone.
  func moment(now: Date, calendar: Calendar) throws(UsageError) -> Int {
    guard let moment = DebriefRange.moment(text, now: now, calendar: calendar) else {
      throw .invalidValue(text, for: "--since or --until", expected: Self.expected)
    }
    return moment
  }
}
