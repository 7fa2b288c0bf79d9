/// The recursive-descent reader of an llvm-cov export's structure over a ``JSONScanner``,
/// for ``ExportReader``: files, segments turned into line hits, summaries, functions.
struct ExportParser {
  /// The reader of the document's bytes.
  private var scanner: JSONScanner
  /// The export's path, for errors.
  private let path: String
  /// Whether the function records are read, or skipped.
  private let readsFunctions: Bool
  /// The current file's segments, kept between files to reuse their storage.
  private var segments: [Segment] = []

  /// The largest line or column number accepted; real sources stay far below it.
  static let maximumPosition = 1_000_000

  /// A parser of the document `scanner` reads; `path` names it in errors.
  init(scanner: JSONScanner, path: String, readsFunctions: Bool) {
    self.scanner = scanner
    self.path = path
    self.readsFunctions = readsFunctions
  }

  /// Reads the whole export: its type and version, its files and, when asked, functions.
  mutating func parseRoot() throws -> CoverageExport {
    guard try scanner.peek() == UInt8(ascii: "{") else {
      throw ExportError.notAnExport(path: path, reason: "the top level is not an object")
    }
    scanner.skipByte()
    var type: String?
    var version: String?
    var files: [FileCoverage]?
    var functions: [FunctionRecord] = []
    var isFirst = true
    while try scanner.hasNextMember(&isFirst) {
      let key = try scanner.readKey()
      if key.is("type") {
        type = try scanner.readString("\"type\"")
      } else if key.is("version") {
        version = try scanner.readString("\"version\"")
      } else if key.is("data") {
        files = files ?? []
        try parseData(files: &files!, functions: &functions)
      } else {
        try scanner.skipValue()
      }
    }
    try scanner.expectEnd()
    guard let type else { throw ExportError.missingField(path: path, field: "type") }
    guard type == "llvm.coverage.json.export" else {
      throw ExportError.notAnExport(path: path, reason: "its type is \"\(type)\"")
    }
    guard let version else { throw ExportError.missingField(path: path, field: "version") }
    guard let major = version.split(separator: ".").first, major == "2" || major == "3" else {
      throw ExportError.unsupportedVersion(path: path, version: version)
    }
    guard let files else { throw ExportError.missingField(path: path, field: "data") }
    return CoverageExport(version: version, files: files, functions: functions)
  }

  private mutating func parseData(files: inout [FileCoverage], functions: inout [FunctionRecord])
    throws
  {
    try scanner.expect(UInt8(ascii: "["), "an array for \"data\"")
    var isFirst = true
    while try scanner.hasNextElement(&isFirst) {
      try scanner.expect(UInt8(ascii: "{"), "an object in \"data\"")
      var hasFiles = false
      var isFirstMember = true
      while try scanner.hasNextMember(&isFirstMember) {
        let key = try scanner.readKey()
        if key.is("files") {
          hasFiles = true
          try parseFiles(into: &files)
        } else if key.is("functions"), readsFunctions {
          try parseFunctions(into: &functions)
        } else {
          try scanner.skipValue()
        }
      }
      guard hasFiles else { throw ExportError.missingField(path: path, field: "files") }
    }
  }

  private mutating func parseFiles(into files: inout [FileCoverage]) throws {
    try scanner.expect(UInt8(ascii: "["), "an array for \"files\"")
    var isFirst = true
    while try scanner.hasNextElement(&isFirst) {
      files.append(try parseFile())
    }
  }

  private mutating func parseFile() throws -> FileCoverage {
    try scanner.expect(UInt8(ascii: "{"), "an object in \"files\"")
    var filename: String?
    var summary: CoverageSummary?
    var lineHits = LineHits()
    var isFirst = true
    while try scanner.hasNextMember(&isFirst) {
      let key = try scanner.readKey()
      if key.is("filename") {
        filename = try scanner.readString("\"filename\"")
      } else if key.is("segments") {
        try parseSegments()
        lineHits = LineHits(segments: segments)
      } else if key.is("summary") {
        summary = try parseSummary()
      } else {
        try scanner.skipValue()
      }
    }
    guard let filename else { throw ExportError.missingField(path: path, field: "filename") }
    guard let summary else {
      throw ExportError.missingField(path: path, field: "summary of \(filename)")
    }
    return FileCoverage(path: filename, summary: summary, lineHits: lineHits)
  }

  private mutating func parseSegments() throws {
    segments.removeAll(keepingCapacity: true)
    try scanner.expect(UInt8(ascii: "["), "an array for \"segments\"")
    var isFirst = true
    while try scanner.hasNextElement(&isFirst) {
      try scanner.expect(UInt8(ascii: "["), "a segment array")
      let line = try position("segment line")
      try scanner.expect(UInt8(ascii: ","), "a segment column")
      let column = try position("segment column")
      try scanner.expect(UInt8(ascii: ","), "a segment count")
      let count = try scanner.readCount("a segment count")
      try scanner.expect(UInt8(ascii: ","), "a segment's hasCount flag")
      let hasCount = try scanner.readBool("a segment's hasCount flag")
      try scanner.expect(UInt8(ascii: ","), "a segment's isRegionEntry flag")
      let isRegionEntry = try scanner.readBool("a segment's isRegionEntry flag")
      var isGapRegion = false
      if try scanner.consume(UInt8(ascii: ",")) {
        isGapRegion = try scanner.readBool("a segment's isGapRegion flag")
      }
      try scanner.expect(UInt8(ascii: "]"), "the end of a segment")
      if let last = segments.last, line < last.line {
        throw JSONFailure(
          offset: scanner.offset, message: "segment of line \(line) after line \(last.line)")
      }
      segments.append(
        Segment(
          line: line, column: column, count: count, hasCount: hasCount,
          isRegionEntry: isRegionEntry, isGapRegion: isGapRegion))
    }
  }

  private mutating func position(_ what: String) throws -> Int {
    let value = try scanner.readInteger(what)
    guard value >= 0, value <= Self.maximumPosition else {
      throw JSONFailure(
        offset: scanner.offset, message: "\(what) \(value) is out of range")
    }
    return Int(value)
  }

  private mutating func parseSummary() throws -> CoverageSummary {
    try scanner.expect(UInt8(ascii: "{"), "an object for \"summary\"")
    var counts: [String: CoverageCount] = [:]
    var isFirst = true
    while try scanner.hasNextMember(&isFirst) {
      let key = try scanner.readKey()
      let name = key.text
      if ["lines", "functions", "instantiations", "regions", "branches"].contains(name) {
        counts[name] = try parseCount(name)
      } else {
        try scanner.skipValue()
      }
    }
    func required(_ name: String) throws -> CoverageCount {
      guard let count = counts[name] else {
        throw ExportError.missingField(path: path, field: "summary.\(name)")
      }
      return count
    }
    return CoverageSummary(
      lines: try required("lines"), functions: try required("functions"),
      instantiations: counts["instantiations"] ?? .zero, regions: try required("regions"),
      branches: counts["branches"] ?? .zero)
  }

  private mutating func parseCount(_ name: String) throws -> CoverageCount {
    try scanner.expect(UInt8(ascii: "{"), "an object for \"\(name)\"")
    var covered: Int64?
    var count: Int64?
    var isFirst = true
    while try scanner.hasNextMember(&isFirst) {
      let key = try scanner.readKey()
      if key.is("covered") {
        covered = try scanner.readInteger("\(name).covered")
      } else if key.is("count") {
        count = try scanner.readInteger("\(name).count")
      } else {
        try scanner.skipValue()
      }
    }
    guard let count else { throw ExportError.missingField(path: path, field: "\(name).count") }
    guard let covered else {
      throw ExportError.missingField(path: path, field: "\(name).covered")
    }
    guard count >= 0, (0...count).contains(covered) else {
      throw JSONFailure(
        offset: scanner.offset, message: "\(name) covers \(covered) of \(count)")
    }
    guard count <= Self.maximumCount else {
      throw JSONFailure(
        offset: scanner.offset,
        message: "\(name).count \(count) is more than any source file holds")
    }
    return CoverageCount(covered: Int(covered), count: Int(count))
  }

  /// The most lines, functions, regions or branches one file's summary may count: far more
  /// than any source holds, and few enough that no total of an export's files can overflow.
  static let maximumCount: Int64 = 1 << 40

  private mutating func parseFunctions(into functions: inout [FunctionRecord]) throws {
    try scanner.expect(UInt8(ascii: "["), "an array for \"functions\"")
    var isFirst = true
    while try scanner.hasNextElement(&isFirst) {
      functions.append(try parseFunction())
    }
  }

  private mutating func parseFunction() throws -> FunctionRecord {
    try scanner.expect(UInt8(ascii: "{"), "an object in \"functions\"")
    var name: String?
    var count: UInt64 = 0
    var filenames: [String] = []
    var regions: [CountedRegion] = []
    var isFirst = true
    while try scanner.hasNextMember(&isFirst) {
      let key = try scanner.readKey()
      if key.is("name") {
        name = try scanner.readString("a function name")
      } else if key.is("count") {
        count = try scanner.readCount("a function count")
      } else if key.is("filenames") {
        try scanner.expect(UInt8(ascii: "["), "an array for \"filenames\"")
        var isFirstName = true
        while try scanner.hasNextElement(&isFirstName) {
          filenames.append(try scanner.readString("a file name"))
        }
      } else if key.is("regions") {
        try scanner.expect(UInt8(ascii: "["), "an array for \"regions\"")
        var isFirstRegion = true
        while try scanner.hasNextElement(&isFirstRegion) {
          regions.append(try parseRegion(fileCount: nil))
        }
      } else {
        try scanner.skipValue()
      }
    }
    guard let name else { throw ExportError.missingField(path: path, field: "functions.name") }
    for region in regions
    where !filenames.indices.contains(region.fileID)
      || (region.kind == .expansion && !filenames.indices.contains(region.expandedFileID))
    {
      throw ExportError.notAnExport(
        path: path, reason: "function \(name) refers to a file it does not list")
    }
    return FunctionRecord(
      name: name, executionCount: count, filenames: filenames, regions: regions)
  }

  /// A region, `[line, column, end line, end column, count, file, expanded file, kind]`;
  /// its count is read as the unsigned count it is (``JSONScanner/readCount(_:)``).
  private mutating func parseRegion(fileCount: Int?) throws -> CountedRegion {
    try scanner.expect(UInt8(ascii: "["), "a region array")
    var values: [Int64] = []
    var executionCount: UInt64 = 0
    var isFirst = true
    while try scanner.hasNextElement(&isFirst) {
      if values.count == 4 {
        executionCount = try scanner.readCount("a region count")
        values.append(0)
      } else {
        values.append(try scanner.readInteger("a region field"))
      }
    }
    guard values.count == 8,
      values[0...3].allSatisfy({ (0...Int64(Self.maximumPosition)).contains($0) }),
      values[4] >= 0, values[5] >= 0, values[6] >= 0,
      let kind = CountedRegion.Kind(rawValue: Int(values[7]))
    else {
      throw JSONFailure(
        offset: scanner.offset, message: "a region has the wrong shape \(values)")
    }
    let start = SourcePosition(line: Int(values[0]), column: Int(values[1]))
    let end = SourcePosition(line: Int(values[2]), column: Int(values[3]))
    guard !(end < start) else {
      throw JSONFailure(offset: scanner.offset, message: "a region ends before it starts")
    }
    return CountedRegion(
      start: start, end: end,
      executionCount: executionCount, fileID: Int(values[5]),
      expandedFileID: Int(values[6]), kind: kind)
  }
}
