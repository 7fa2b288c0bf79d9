/// Turns the regions of a function or a file into sorted segments, the way llvm-cov does.
///
/// Regions are sorted (outer before inner), regions over the same range are combined, and a
/// segment is emitted wherever the innermost active region changes. Skipped segments close
/// the gaps between functions. This is what lets TDDKit derive llvm-cov's line counts from
/// the export's function records.
struct SegmentBuilder {
  private var segments: [Segment] = []
  private var active: [CountedRegion] = []

  /// The segments of `regions`.
  static func segments(of regions: [CountedRegion]) -> [Segment] {
    var builder = SegmentBuilder()
    builder.build(combined(sorted(regions)))
    return builder.segments
  }

  private static func sorted(_ regions: [CountedRegion]) -> [CountedRegion] {
    regions.sorted { lhs, rhs in
      if lhs.start != rhs.start { return lhs.start < rhs.start }
      if lhs.end != rhs.end { return rhs.end < lhs.end }
      return lhs.kind.rawValue < rhs.kind.rawValue
    }
  }

  private static func combined(_ regions: [CountedRegion]) -> [CountedRegion] {
    var result: [CountedRegion] = []
    result.reserveCapacity(regions.count)
    for region in regions {
      if let last = result.last, last.start == region.start, last.end == region.end {
        if last.kind == region.kind {
          result[result.count - 1].executionCount &+= region.executionCount
        }
        continue
      }
      result.append(region)
    }
    return result
  }

  private mutating func start(
    _ region: CountedRegion, at position: SourcePosition, isRegionEntry: Bool,
    emitSkipped: Bool = false
  ) {
    let hasCount = !emitSkipped && region.kind != .skipped
    if let last = segments.last, !isRegionEntry, !emitSkipped,
      last.hasCount == hasCount, last.count == region.executionCount, !last.isRegionEntry
    {
      return
    }
    segments.append(
      Segment(
        line: position.line, column: position.column,
        count: hasCount ? region.executionCount : 0, hasCount: hasCount,
        isRegionEntry: isRegionEntry, isGapRegion: hasCount && region.kind == .gap))
  }

  private mutating func completeRegions(until position: SourcePosition?, firstCompleted: Int) {
    var completed = Array(active[firstCompleted...])
    completed.sortStably { $0.end < $1.end }
    active.replaceSubrange(firstCompleted..., with: completed)
    let end = active.count
    var index = firstCompleted + 1
    while index < end {
      var region = active[index]
      let segmentPosition = active[index - 1].end
      if let position, segmentPosition == position { break }
      if segmentPosition != region.end {
        for later in active[(index + 1)..<end] where later.end == region.end {
          region = later
        }
        start(region, at: segmentPosition, isRegionEntry: false)
      }
      index += 1
    }
    let last = active[end - 1]
    if firstCompleted > 0, last.end != position {
      start(active[firstCompleted - 1], at: last.end, isRegionEntry: false)
    } else if firstCompleted == 0, position.map({ $0 != last.end }) ?? true {
      start(last, at: last.end, isRegionEntry: false, emitSkipped: true)
    }
    active.removeSubrange(firstCompleted...)
  }

  private mutating func build(_ regions: [CountedRegion]) {
    for (index, region) in regions.enumerated() {
      let position = region.start
      let stillActive = active.filter { !($0.end <= position) }
      if stillActive.count < active.count {
        active = stillActive + active.filter { $0.end <= position }
        completeRegions(until: position, firstCompleted: stillActive.count)
      }
      let isGap = region.kind == .gap
      let isLast = index + 1 == regions.count
      if position == region.end {
        let skipped = isLast || region.kind == .skipped
        start(active.last ?? region, at: position, isRegionEntry: !isGap, emitSkipped: skipped)
        if skipped, let enclosing = active.last {
          start(enclosing, at: position, isRegionEntry: false)
        }
        continue
      }
      if isLast || position != regions[index + 1].start {
        start(region, at: position, isRegionEntry: !isGap)
      }
      active.append(region)
    }
    if !active.isEmpty {
      completeRegions(until: nil, firstCompleted: 0)
    }
  }
}

extension Array {
  /// Sorts in place, keeping equal elements in their order.
  fileprivate mutating func sortStably(by areInIncreasingOrder: (Element, Element) -> Bool) {
    let sorted = enumerated().sorted { lhs, rhs in
      if areInIncreasingOrder(lhs.element, rhs.element) { return true }
      if areInIncreasingOrder(rhs.element, lhs.element) { return false }
      return lhs.offset < rhs.offset
    }
    self = sorted.map(\.element)
  }
}
