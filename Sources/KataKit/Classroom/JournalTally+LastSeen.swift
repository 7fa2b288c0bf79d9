import Foundation

/// When each pair was last heard from, for the wall: a laptop that went to sleep, or left
/// the Wi-Fi, shows as a pair not seen for a while before anyone wonders why its lights
/// stopped.
extension JournalTally {
  /// Sets when the pair of `entries` was last seen: its last entry, or `contact` (seconds
  /// since 1970, the server's last post from it) when later, and the minutes since at
  /// ``now``, less the room's breaks.
  /// An entry later than `now` is no sign of life: its laptop's clock runs ahead, or its
  /// time was made up, and it would keep the pair "just now" until that time.
  func addLastSeen(of entries: [JournalEntry], contact: Int?, to row: inout PairRow) {
    let last = entries.compactMap { JournalEntry.seconds($0.time) }
      .filter { time in now.map { time <= $0 } ?? true }.max()
    guard let seen = [last, contact].compactMap({ $0 }).max() else { return }
    row.lastSeen =
      seen == last
      ? entries.last { JournalEntry.seconds($0.time) == last }?.time
      : ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: Double(seen)))
    // The room's breaks count on no one: a pair is not quiet for having gone to lunch.
    if let now { row.minutesSinceSeen = minutes(since: seen, to: now) }
  }
}
