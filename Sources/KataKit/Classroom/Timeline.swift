/// The dashboard's timeline: a column per minute that has runs, aligned across the room, and
/// between two of them the quiet minutes, one column each, or one column for a long gap.
struct Timeline: Equatable, Sendable {
  /// A column of the timeline: one minute, or a stretch of empty minutes.
  struct Column: Codable, Equatable, Sendable {
    /// Minutes from the room's first event to the column's start.
    var minute: Int
    /// How many minutes the column stands for: 1, or more for a collapsed gap.
    var minutes: Int
  }

  /// Empty minutes in a row beyond this many collapse into one column.
  static let longestGap = 5

  /// The columns, in order.
  private(set) var columns: [Column] = []
  /// The column of each minute that has runs.
  private(set) var columnOf: [Int: Int] = [:]

  /// The timeline of the minutes that have runs, `busy`, gaps longer than ``longestGap``
  /// collapsed. Built from the busy minutes alone, so a far time (an entry of the year 9999)
  /// costs one column, not every minute to it.
  init(busy: Set<Int>) {
    var previous: Int?
    for minute in busy.sorted() {
      let gap = minute - (previous.map { $0 + 1 } ?? 0)
      if gap > Self.longestGap {
        columns.append(Column(minute: minute - gap, minutes: gap))
      } else if gap > 0 {
        columns += (minute - gap..<minute).map { Column(minute: $0, minutes: 1) }
      }
      columnOf[minute] = columns.count
      columns.append(Column(minute: minute, minutes: 1))
      previous = minute
    }
  }
}
