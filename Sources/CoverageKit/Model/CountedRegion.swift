/// A source range of a function with its execution count, as in the export's function records.
public struct CountedRegion: Hashable, Sendable {
  /// The kinds of region llvm-cov knows; only code regions count as regions.
  public enum Kind: Int, Sendable {
    case code = 0
    case expansion = 1
    case skipped = 2
    case gap = 3
    case branch = 4
    case mcdcDecision = 5
    case mcdcBranch = 6
  }

  /// Where the region starts, line then column.
  public var start: SourcePosition
  /// Where the region ends, line then column.
  public var end: SourcePosition
  /// How often the region ran.
  public var executionCount: UInt64
  /// The index into the function's file names of the file the region is in.
  public var fileID: Int
  /// For an expansion region, the index of the file it expands.
  public var expandedFileID: Int
  /// The region's kind.
  public var kind: Kind

  /// Creates a region.
  public init(
    start: SourcePosition, end: SourcePosition, executionCount: UInt64, fileID: Int = 0,
    expandedFileID: Int = 0, kind: Kind = .code
  ) {
    self.start = start
    self.end = end
    self.executionCount = executionCount
    self.fileID = fileID
    self.expandedFileID = expandedFileID
    self.kind = kind
  }
}

/// A line and column in a source file, ordered line first.
public struct SourcePosition: Hashable, Comparable, Sendable {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// Creates the position of `column` on `line`.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Line first, then column.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
