import CoverageKit

/// What the tests ran, by file, as finely as the export tells: the code regions of its
/// function records where it has them (a mutant inside `{ return false }` on a line that ran
/// is not reached when that block never ran), otherwise its lines. A mutant built alone is
/// judged by this, as a mutant in the schema is judged by the site it switches on, so a run
/// and its shards agree.
struct CoveredCode: Sendable {
  /// The execution counts of each file's code regions, by path relative to the package.
  private var regions: [String: [CountedRegion]] = [:]
  /// The lines run at least once, by path relative to the package.
  private var lines: [String: Set<Int>] = [:]

  /// No coverage: nothing is covered.
  init() {}

  /// The coverage of `export`, its files named relative to the first of `roots` (each a
  /// folder path ending in `/`) that holds them; files elsewhere are left out.
  init(_ export: CoverageExport, roots: [String], resolve: (String) -> String) {
    func relative(_ path: String) -> String? {
      let resolved = resolve(path)
      return roots.first { resolved.hasPrefix($0) }.map { String(resolved.dropFirst($0.count)) }
    }
    for file in export.files {
      guard let path = relative(file.path) else { continue }
      lines[path] = Set(file.lineHits.pairs.filter { $0.count > 0 }.map(\.line))
    }
    for function in export.functions {
      let paths = function.filenames.map(relative)
      for region in function.regions where region.kind == .code {
        guard paths.indices.contains(region.fileID), let path = paths[region.fileID] else {
          continue
        }
        regions[path, default: []].append(region)
      }
    }
  }

  /// The same coverage, with `alias` read as `real` where the export names only `real`: a
  /// file compiled through a link to a folder within the package.
  mutating func alias(_ alias: String, to real: String) {
    if lines[alias] == nil { lines[alias] = lines[real] }
    if regions[alias] == nil { regions[alias] = regions[real] }
  }

  /// Whether the tests ran the code at `line` and `column` (in UTF-8 bytes, from 1, as
  /// llvm-cov counts) of `file`: the innermost code region holding it ran, in any of the
  /// function's records (a generic function has one per specialization). Without regions
  /// for the place, whether its line ran.
  func covers(file: String, line: Int, column: Int) -> Bool {
    let place = SourcePosition(line: line, column: column)
    let holding = (regions[file] ?? []).filter { $0.start <= place && place < $0.end }
    guard let start = holding.map(\.start).max(),
      let end = holding.filter({ $0.start == start }).map(\.end).min()
    else { return lines[file]?.contains(line) == true }
    return holding.contains { $0.start == start && $0.end == end && $0.executionCount > 0 }
  }

  /// Whether the tests ran the place of `mutant`, whose file's lines are `source` (its
  /// column counts Unicode scalars, llvm-cov's bytes).
  func covers(_ mutant: Mutant, source: [Substring]) -> Bool {
    let text = source.indices.contains(mutant.line - 1) ? source[mutant.line - 1] : ""
    let before = text.unicodeScalars.prefix(mutant.column - 1)
    let column = before.reduce(1) { $0 + String($1).utf8.count }
    return covers(file: mutant.file, line: mutant.line, column: column)
  }
}
