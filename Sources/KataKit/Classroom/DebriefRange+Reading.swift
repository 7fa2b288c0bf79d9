import Foundation

/// A moment as an instructor types it for a block of the day: `10:00` means ten o'clock
/// today where the instructor is, so it is read in a given calendar and time zone (the
/// machine's own for `kata`, a fixed one in tests), never in UTC by accident.
extension DebriefRange {
  /// What a moment may be, for the error that names a value that is not one.
  static let expected =
    "a time of day as HH:MM (00:00 to 23:59), or a day and time as YYYY-MM-DD HH:MM"

  /// The moment `text` names, in seconds since 1970: `HH:MM` on the day of `now`, or
  /// `YYYY-MM-DD HH:MM` (or with a `T`), both in `calendar`'s time zone; `nil` for anything
  /// else, such as `25:00`, `noon` or `2026-02-30 10:00`.
  static func moment(_ text: String, now: Date, calendar: Calendar) -> Int? {
    let text = text.trimmingCharacters(in: .whitespaces)
    var parts: DateComponents
    if let match = text.wholeMatch(of: #/([0-9]{1,2}):([0-9]{2})/#) {
      parts = calendar.dateComponents([.year, .month, .day], from: now)
      parts.hour = Int(match.1)
      parts.minute = Int(match.2)
    } else if let match = text.wholeMatch(
      of: #/([0-9]{4})-([0-9]{2})-([0-9]{2})[ T]([0-9]{1,2}):([0-9]{2})/#)
    {
      parts = DateComponents(
        year: Int(match.1), month: Int(match.2), day: Int(match.3), hour: Int(match.4),
        minute: Int(match.5))
    } else {
      return nil
    }
    parts.second = 0
    guard let hour = parts.hour, (0...23).contains(hour), let minute = parts.minute,
      (0...59).contains(minute), let month = parts.month, (1...12).contains(month),
      let day = parts.day, let date = calendar.date(from: parts),
      // A day the month does not have (the 30th of February) rolls over: refused.
      calendar.component(.day, from: date) == day
    else { return nil }
    return Int(date.timeIntervalSince1970)
  }
}
