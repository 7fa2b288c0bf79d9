/// A point where coverage changes inside a file: from here on, lines have this count.
///
/// The export writes a segment as `[line, column, count, hasCount, isRegionEntry, isGapRegion]`.
struct Segment: Hashable, Sendable {
  var line: Int
  var column: Int
  var count: UInt64
  var hasCount: Bool
  var isRegionEntry: Bool
  var isGapRegion: Bool

  /// Whether the segment opens a counted region that is not a gap.
  var startsRegion: Bool { hasCount && isRegionEntry && !isGapRegion }
}
