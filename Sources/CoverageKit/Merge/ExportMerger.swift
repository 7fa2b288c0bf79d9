/// Merges exports of the same sources from several runs into one.
///
/// Functions are matched by name and by their files' paths inside the package. Execution
/// counts are added, region by region; the files' segments and summaries are then derived
/// again from the merged functions, exactly as llvm-cov derives them. Branch coverage is not
/// merged. Exports made in different folders (a Linux and a macOS runner) merge once
/// ``PathMap``s have put their files in one place.
public enum ExportMerger {
  /// The merge of `exports`, which must have been read with their function records; `names`
  /// name them in errors.
  ///
  /// Without a `root`, every export must come from one package folder (the most common
  /// folder above its `Sources/`, `Tests/` and `.build/`): exports of two packages are
  /// refused, since their files would mix. With a `root`, paths are taken relative to it,
  /// and files outside it keep their own absolute paths, which no selection counts.
  public static func merge(_ exports: [CoverageExport], names: [String] = [], root: String? = nil)
    throws(GateError) -> CoverageExport
  {
    guard let first = exports.first else { throw .cannotMerge(reason: "no exports given") }
    func name(_ index: Int) -> String {
      index < names.count ? names[index] : "export \(index + 1)"
    }
    for (index, export) in exports.enumerated()
    where export.functions.isEmpty && !export.files.isEmpty {
      throw .cannotMerge(reason: "\(name(index)) has no function records")
    }
    let given = root.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    let roots = exports.map { given ?? packageRoot(of: $0) }
    if given == nil, let other = roots.firstIndex(where: { $0 != roots[0] }) {
      throw .cannotMerge(
        reason:
          "\(name(0)) comes from the package in \(roots[0]) and \(name(other)) from \(roots[other]); map one folder onto the other with --map FROM=TO, or give --root to gate one package"
      )
    }
    let outputRoot = roots[0]
    var order: [FunctionKey] = []
    var merged: [FunctionKey: FunctionRecord] = [:]
    for (index, export) in exports.enumerated() {
      let root = roots[index]
      for function in export.functions {
        let relative = function.filenames.map { relativePath($0, root: root) }
        let key = FunctionKey(name: function.name, filenames: relative)
        guard var existing = merged[key] else {
          var record = function
          record.filenames = relative.map { $0.hasPrefix("/") ? $0 : outputRoot + $0 }
          merged[key] = record
          order.append(key)
          continue
        }
        guard existing.regions.count == function.regions.count,
          zip(existing.regions, function.regions).allSatisfy({ sameShape($0, $1) })
        else {
          throw .cannotMerge(
            reason:
              "function \(function.name) has different regions; the exports are not of the same sources"
          )
        }
        existing.executionCount = saturatingSum(existing.executionCount, function.executionCount)
        for index in existing.regions.indices {
          existing.regions[index].executionCount = saturatingSum(
            existing.regions[index].executionCount, function.regions[index].executionCount)
        }
        merged[key] = existing
      }
    }
    let functions = order.compactMap { merged[$0] }
    return CoverageExport(
      version: first.version, files: files(of: functions), functions: functions)
  }

  /// The files of `functions`: segments from every region in the file, summaries derived
  /// per function. Sorted by path, as llvm-cov sorts them.
  static func files(of functions: [FunctionRecord]) -> [FileCoverage] {
    var regionsByFile: [String: [CountedRegion]] = [:]
    for function in functions {
      for region in function.regions {
        regionsByFile[function.filenames[region.fileID], default: []].append(region)
      }
    }
    let summaries = SummaryDerivation.summaries(of: functions)
    return regionsByFile.keys.sorted().map { path in
      FileCoverage(
        path: path, summary: summaries[path] ?? .zero,
        lineHits: LineHits(segments: SegmentBuilder.segments(of: regionsByFile[path] ?? [])))
    }
  }

  private struct FunctionKey: Hashable {
    var name: String
    var filenames: [String]
  }

  /// `lhs + rhs`, or the largest count when the sum is past it, as llvm-profdata adds
  /// counts when it merges: a wrapped counter stays the largest count and never turns into a
  /// line that did not run.
  static func saturatingSum(_ lhs: UInt64, _ rhs: UInt64) -> UInt64 {
    let (sum, overflow) = lhs.addingReportingOverflow(rhs)
    return overflow ? .max : sum
  }

  private static func sameShape(_ lhs: CountedRegion, _ rhs: CountedRegion) -> Bool {
    lhs.start == rhs.start && lhs.end == rhs.end && lhs.kind == rhs.kind
      && lhs.fileID == rhs.fileID && lhs.expandedFileID == rhs.expandedFileID
  }

  /// The folder of the package an export was made in: the most common prefix before a
  /// `/Sources/`, `/Tests/` or `/.build/` folder, with a trailing slash.
  static func packageRoot(of export: CoverageExport) -> String {
    var votes: [String: Int] = [:]
    for file in export.files {
      for marker in ["/Sources/", "/Tests/", "/.build/"] {
        if let range = file.path.range(of: marker) {
          votes[String(file.path[..<range.lowerBound]) + "/", default: 0] += 1
          break
        }
      }
    }
    return votes.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? ""
  }

  /// `path` inside `root` without it; a path outside stays absolute.
  private static func relativePath(_ path: String, root: String) -> String {
    !root.isEmpty && path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }
}
