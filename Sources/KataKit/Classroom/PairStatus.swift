/// A pair's state on the wall, in the order it matters.
enum PairStatus: Equatable {
  /// The kata's last step went green.
  case done
  /// Nothing heard for longer than the pair's time box (or ``redTooLong`` minutes without
  /// one): a laptop asleep, or a pair that needs a visit.
  case quiet(minutes: Int)
  /// Past the time box, or not green for long: the reason, in words.
  case stuck(String)
  case working
  /// Not heard from for more than ``awayAfter`` minutes: a pair of an earlier day or
  /// session, shown as history, never flagged, its clocks stopped.
  case away(minutes: Int)

  /// Red for this many minutes on end marks a pair as maybe stuck.
  static let redTooLong = 10

  /// Past this many minutes unseen (eight hours), a pair belongs to an earlier day: the
  /// morning after, yesterday's pairs are no one to visit.
  static let awayAfter = 8 * 60

  /// The state of `row`'s pair.
  init(_ row: PairRow) {
    if row.finished {
      self = .done
    } else if let since = row.minutesSinceSeen, since > Self.awayAfter {
      self = .away(minutes: since)
    } else if let since = row.minutesSinceSeen, since > (row.timebox ?? Self.redTooLong) {
      self = .quiet(minutes: since)
    } else {
      self = row.stuck.map { .stuck($0) } ?? .working
    }
  }

  /// The words of the Status column.
  var words: String {
    switch self {
    case .done: "done"
    case .quiet(let minutes): "quiet for \(PairRow.duration(minutes))"
    case .stuck(let reason): "stuck? \(reason)"
    case .working: "working"
    case .away(let minutes): "away, seen \(PairRow.duration(minutes)) ago"
    }
  }

  /// Whether the wall marks the row for a helper's walk across the room.
  var isFlagged: Bool {
    switch self {
    case .quiet, .stuck: true
    case .done, .working, .away: false
    }
  }
}
