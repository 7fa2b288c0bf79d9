extension LineHits {
  /// The line hits of `segments`, with llvm-cov's rules for each line.
  ///
  /// Every line from the first segment's to the last segment's is looked at. A line is
  /// mapped when it does not start a skipped region and either a counted region starts on it
  /// or the region carried over from an earlier line ("wrapped") has a count. Its count is
  /// the largest of the wrapped count and the counts of the non-gap regions starting on it.
  /// Segments must be sorted; one out of order counts on the line reached, so the walk ends.
  init(segments: [Segment]) {
    self.init()
    guard let first = segments.first else { return }
    var index = 0
    var line = first.line
    var wrapped: Segment?
    var previousLineLast: Segment?
    while index < segments.count {
      if let previousLineLast { wrapped = previousLineLast }
      let lineStart = index
      var regionStarts = 0
      var countedEntry = false
      var maximum: UInt64 = 0
      while index < segments.count, segments[index].line <= line {
        let segment = segments[index]
        if segment.startsRegion {
          regionStarts += 1
          maximum = max(maximum, segment.count)
        }
        if segment.isRegionEntry, segment.hasCount { countedEntry = true }
        index += 1
      }
      let hasSegments = index > lineStart
      let startsSkippedRegion =
        hasSegments && !segments[lineStart].hasCount && segments[lineStart].isRegionEntry
      let isMapped =
        (!startsSkippedRegion && (wrapped?.hasCount == true || regionStarts > 0)) || countedEntry
      if isMapped {
        var count = wrapped?.count ?? 0
        if regionStarts > 0 { count = max(count, maximum) }
        append(line: line, count: count)
      }
      previousLineLast = hasSegments ? segments[index - 1] : nil
      line += 1
    }
  }
}
