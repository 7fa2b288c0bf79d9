import Foundation

/// When each pair was last heard from, for the wall: a laptop that went to sleep, or left
/// the Wi-Fi, shows as a pair not seen for a while before anyone wonders why its lights
/// stopped.
extension Dashboard {
  /// Sets when the pair of `entries` was last seen: its last entry, or `contact` (seconds
  /// since 1970, the server's last post from it) when later, and the minutes since at `now`,
  /// less the breaks of the room's `clock`.
  /// An entry later than `now` is no sign of life: its laptop's clock runs ahead, or its
  /// time was made up, and it would keep the pair "just now" until that time.
  static func addLastSeen(
    of entries: [JournalEntry], contact: Int?, to row: inout Row, now: Int?,
    clock: RoomClock = RoomClock()
  ) {
    let last = entries.compactMap { JournalEntry.seconds($0.time) }
      .filter { time in now.map { time <= $0 } ?? true }.max()
    guard let seen = [last, contact].compactMap({ $0 }).max() else { return }
    row.lastSeen =
      seen == last
      ? entries.last { JournalEntry.seconds($0.time) == last }?.time
      : ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: Double(seen)))
    // The room's breaks count on no one: a pair is not quiet for having gone to lunch.
    if let now {
      row.minutesSinceSeen = max(0, now - seen - clock.paused(from: seen, to: now)) / 60
    }
  }
}

extension Dashboard.Row {
  /// When the pair was last seen, short enough for the wall's pinned column: "just now",
  /// "4 min ago", "2 h ago"; "–" without a clock or an entry.
  var seen: String {
    switch minutesSinceSeen {
    case nil: "–"
    case 0?: "just now"
    case let minutes?: "\(Dashboard.duration(minutes)) ago"
    }
  }
}

extension Dashboard {
  /// `minutes` as a wall says a while: "4 min", "3 h", "3 days".
  static func duration(_ minutes: Int) -> String {
    switch minutes {
    case ..<60: "\(minutes) min"
    case ..<(48 * 60): "\(minutes / 60) h"
    default: "\(minutes / (24 * 60)) days"
    }
  }
}
