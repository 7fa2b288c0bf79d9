import Testing

@testable import CoverageKit

@Suite struct LineHitsTests {
  func hits(_ segments: [(Int, Int, UInt64, Bool, Bool, Bool)]) -> [Int: UInt64] {
    let hits = LineHits(
      segments: segments.map {
        Segment(
          line: $0.0, column: $0.1, count: $0.2, hasCount: $0.3, isRegionEntry: $0.4,
          isGapRegion: $0.5)
      })
    return Dictionary(uniqueKeysWithValues: hits.pairs.map { ($0.line, $0.count) })
  }

  @Test func aRegionCoversTheLinesUntilItCloses() {
    #expect(
      hits([(1, 10, 3, true, true, false), (4, 2, 0, false, false, false)]) == [
        1: 3, 2: 3, 3: 3, 4: 3,
      ])
  }

  @Test func theLargestRegionStartingOnALineWins() {
    #expect(
      hits([
        (1, 1, 1, true, true, false), (1, 5, 7, true, true, false), (1, 9, 1, true, false, false),
        (2, 1, 0, false, false, false),
      ])
        == [1: 7, 2: 1])
  }

  @Test func gapRegionsDoNotCountAsStarts() {
    #expect(
      hits([
        (1, 1, 5, true, true, false), (2, 1, 0, true, true, true), (3, 1, 0, false, false, false),
      ])
        == [1: 5, 2: 5, 3: 0])
  }

  @Test func aSkippedRegionStartIsNotMapped() {
    #expect(hits([(1, 1, 0, false, true, false), (2, 1, 0, false, false, false)]) == [:])
  }

  @Test func linesAfterAnUncountedSegmentAreNotMapped() {
    #expect(
      hits([
        (1, 1, 2, true, true, false), (1, 20, 0, false, false, false), (5, 1, 1, true, true, false),
        (6, 1, 0, false, false, false),
      ]) == [1: 2, 5: 1, 6: 1])
  }

  @Test func segmentsOutOfOrderStillEndTheWalk() {
    #expect(
      hits([
        (5, 1, 2, true, true, false), (3, 1, 1, true, true, false), (6, 1, 0, false, false, false),
      ]) == [5: 2, 6: 1])
  }

  @Test func missingRangesJoinConsecutiveLines() {
    let hits = LineHits(
      [(1, 0), (2, 0), (3, 4), (5, 0), (6, 0), (9, 0)].map { (line: $0.0, count: UInt64($0.1)) })

    #expect(hits.missingRanges == [1...2, 5...6, 9...9])
    #expect(hits.count(ofLine: 3) == 4)
    #expect(hits.count(ofLine: 4) == nil)
  }

  @Test func segmentBuilderNestsRegionsAndClosesThem() {
    let regions = [
      CountedRegion(
        start: .init(line: 1, column: 1), end: .init(line: 5, column: 2), executionCount: 3),
      CountedRegion(
        start: .init(line: 2, column: 5), end: .init(line: 3, column: 6), executionCount: 0),
    ]

    let segments = SegmentBuilder.segments(of: regions)

    #expect(
      segments.map { [$0.line, $0.column, Int($0.count)] } == [
        [1, 1, 3], [2, 5, 0], [3, 6, 3], [5, 2, 0],
      ])
    #expect(segments.map(\.hasCount) == [true, true, true, false])
    #expect(LineHits(segments: segments).missingRanges == [3...3])
  }
}
