/// The execution count of every line with code in one file, as `llvm-cov show` colours them.
///
/// Built from the file's merged segments with the rules llvm-cov uses for each line. Lines
/// are in ascending order.
public struct LineHits: Hashable, Sendable {
  /// The line numbers with code, ascending.
  public private(set) var lines: [Int32] = []
  /// The execution count of each line in ``lines``.
  public private(set) var counts: [UInt64] = []

  /// Creates an empty set of line hits.
  public init() {}

  /// Creates line hits from `(line, count)` pairs in ascending line order.
  public init(_ pairs: some Sequence<(line: Int, count: UInt64)>) {
    for pair in pairs { append(line: pair.line, count: pair.count) }
  }

  /// Appends `line`, which must come after every line already there.
  mutating func append(line: Int, count: UInt64) {
    lines.append(Int32(truncatingIfNeeded: line))
    counts.append(count)
  }

  /// The number of lines with code.
  public var count: Int { lines.count }

  /// The `(line, count)` pairs in order.
  public var pairs: some Sequence<(line: Int, count: UInt64)> {
    zip(lines, counts).lazy.map { (Int($0), $1) }
  }

  /// The execution count of `line`, or `nil` when it has no code.
  public func count(ofLine line: Int) -> UInt64? {
    var low = 0
    var high = lines.count
    while low < high {
      let middle = (low + high) / 2
      if Int(lines[middle]) < line { low = middle + 1 } else { high = middle }
    }
    return low < lines.count && Int(lines[low]) == line ? counts[low] : nil
  }

  /// The lines with code that never ran, as ranges of consecutive line numbers.
  public var missingRanges: [ClosedRange<Int>] {
    var ranges: [ClosedRange<Int>] = []
    for (line, count) in zip(lines, counts) where count == 0 {
      let line = Int(line)
      if let last = ranges.last, last.upperBound == line - 1 {
        ranges[ranges.count - 1] = last.lowerBound...line
      } else {
        ranges.append(line...line)
      }
    }
    return ranges
  }
}
