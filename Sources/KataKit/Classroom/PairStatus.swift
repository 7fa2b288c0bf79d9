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

  /// Red for this many minutes on end marks a pair as maybe stuck.
  static let redTooLong = 10

  /// The state of `row`'s pair.
  init(_ row: PairRow) {
    if row.finished {
      self = .done
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
    }
  }

  /// Whether the wall marks the row for a helper's walk across the room.
  var isFlagged: Bool {
    switch self {
    case .quiet, .stuck: true
    case .done, .working: false
    }
  }
}
