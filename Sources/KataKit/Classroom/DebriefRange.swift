import Foundation

/// The block of the day a debrief covers (`kata dashboard retro ROOM --since 10:00 --until
/// 12:00`). The room is read as it stood at the block's end: entries after it are left out.
/// Entries before the block stay, as the history that tells whether a step went red first,
/// but the findings are those of the block: chaffs missed by its runs, steps run in it that
/// never went green, steps left in it, and red stretches cut to it.
struct DebriefRange: Equatable, Sendable {
  /// The first second it covers, in seconds since 1970; `nil` from the room's first entry.
  var since: Int?
  /// The first second after it; `nil` up to now.
  var until: Int?

  /// The room in `classroom` as it stood at the block's end: every entry from then on, and
  /// every entry whose time cannot be read, left out.
  func cut(_ classroom: Classroom) -> Classroom {
    guard let until else { return classroom }
    var cut = classroom
    for index in cut.journals.indices {
      cut.journals[index].entries.removeAll {
        (JournalEntry.seconds($0.time) ?? until) >= until
      }
    }
    return cut
  }

  /// Whether the moment `seconds` (since 1970) falls in the block.
  func contains(_ seconds: Int) -> Bool {
    seconds >= (since ?? .min) && seconds < (until ?? .max)
  }

  /// The clock a debrief of the block reads at `now`: its end, when that is earlier, so a
  /// red stretch still open at the end is measured to it.
  func end(at now: Date) -> Date {
    guard let until else { return now }
    return min(now, Date(timeIntervalSince1970: Double(until)))
  }

  /// The block in words, read in `calendar`'s time zone: "From 10:00 to 12:00 on
  /// 2026-11-24, Europe/Paris time."
  func description(in calendar: Calendar) -> String {
    let zone = "\(calendar.timeZone.identifier) time."
    let day = { (seconds: Int) in Self.day(seconds, in: calendar) }
    let time = { (seconds: Int) in Self.time(seconds, in: calendar) }
    switch (since, until) {
    case (let since?, let until?) where day(since) == day(until):
      return "From \(time(since)) to \(time(until)) on \(day(since)), \(zone)"
    case (let since?, let until?):
      return "From \(day(since)) \(time(since)) to \(day(until)) \(time(until)), \(zone)"
    case (let since?, nil):
      return "Since \(time(since)) on \(day(since)), \(zone)"
    case (nil, let until?):
      return "Until \(time(until)) on \(day(until)), \(zone)"
    case (nil, nil):
      return "The whole room."
    }
  }

  /// The time of day at `seconds` in `calendar`, as `HH:MM`.
  static func time(_ seconds: Int, in calendar: Calendar) -> String {
    let parts = calendar.dateComponents(
      [.hour, .minute], from: Date(timeIntervalSince1970: Double(seconds)))
    return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
  }

  /// The day of `seconds` in `calendar`, as `YYYY-MM-DD`.
  static func day(_ seconds: Int, in calendar: Calendar) -> String {
    let parts = calendar.dateComponents(
      [.year, .month, .day], from: Date(timeIntervalSince1970: Double(seconds)))
    return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }
}
