/// Derives the summaries of files from function records, exactly as `llvm-cov report` does.
///
/// Each function's regions in its own file become segments, and its lines and code regions are
/// counted from them. Functions that start at the same place are instantiations of one
/// function: the group counts once, with the best line and region coverage of its members,
/// and is covered when any member ran. A file's summary is the sum of its groups.
enum SummaryDerivation {
  /// The summary of every file the functions are defined in, by path.
  static func summaries(of functions: [FunctionRecord]) -> [String: CoverageSummary] {
    var groups: [String: [SourcePosition: [FunctionCounts]]] = [:]
    for function in functions {
      guard let fileID = mainFileID(of: function),
        let first = function.regions.first(where: { $0.fileID == fileID })
      else { continue }
      let regions = function.regions.filter { $0.fileID == fileID }
      groups[function.filenames[fileID], default: [:]][first.start, default: []]
        .append(FunctionCounts(function: function, regions: regions))
    }
    return groups.mapValues { fileGroups in
      fileGroups.values.reduce(CoverageSummary.zero) { summary, members in
        summary + groupSummary(members)
      }
    }
  }

  /// The index of the file the function is defined in: the first that no expansion targets.
  static func mainFileID(of function: FunctionRecord) -> Int? {
    var expanded = Set<Int>()
    for region in function.regions where region.kind == .expansion {
      expanded.insert(region.expandedFileID)
    }
    return function.filenames.indices.first { !expanded.contains($0) }
  }

  private struct FunctionCounts {
    var executionCount: UInt64
    var lines: CoverageCount
    var regions: CoverageCount

    init(function: FunctionRecord, regions: [CountedRegion]) {
      executionCount = function.executionCount
      let hits = LineHits(segments: SegmentBuilder.segments(of: regions))
      lines = CoverageCount(covered: hits.counts.filter { $0 > 0 }.count, count: hits.count)
      let code = regions.filter { $0.kind == .code }
      self.regions = CoverageCount(
        covered: code.filter { $0.executionCount != 0 }.count, count: code.count)
    }
  }

  private static func groupSummary(_ members: [FunctionCounts]) -> CoverageSummary {
    let ran = members.filter { $0.executionCount > 0 }.count
    return CoverageSummary(
      lines: CoverageCount(
        covered: members.map(\.lines.covered).max() ?? 0,
        count: members.map(\.lines.count).max() ?? 0),
      functions: CoverageCount(covered: ran > 0 ? 1 : 0, count: 1),
      instantiations: CoverageCount(covered: ran, count: members.count),
      regions: CoverageCount(
        covered: members.map(\.regions.covered).max() ?? 0,
        count: members.map(\.regions.count).max() ?? 0))
  }
}
