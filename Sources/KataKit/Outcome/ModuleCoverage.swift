import CoverageKit
import Foundation
import SwiftLexer

/// The line coverage of the learner's module after a run with code coverage, counted by
/// `CoverageKit` as llvm-cov counts it, and the lines no test executed.
struct ModuleCoverage: Codable, Equatable, Sendable {
  /// Lines of the module's files that ran, and lines that count.
  var covered: Int
  /// Lines that count.
  var count: Int
  /// The lines no test executed, as `File.swift:12-14`, in file and line order.
  var uncovered: [String]
  /// The lines no test executed inside declarations the kata's pages ask for without a
  /// test (an adapter to the real network, say), kept apart from `uncovered`.
  var asked: [String]?

  /// Creates a coverage figure.
  init(covered: Int, count: Int, uncovered: [String] = [], asked: [String]? = nil) {
    self.covered = covered
    self.count = count
    self.uncovered = uncovered
    self.asked = asked
  }

  /// The share of lines covered, in percent, from 0 to 100; 100 when no line counts.
  var percent: Double {
    count <= 0 ? 100 : Double(min(max(covered, 0), count)) * 100 / Double(count)
  }

  /// The coverage of `Sources/<module>` of the package at `root` after `run`, which
  /// `outcome` classifies, as ``read(_:packageRoot:module:leavingOut:asked:)`` reads it; `nil`
  /// unless the run is green, since a run that fails or does not build says nothing of what
  /// the tests cover.
  static func read(
    _ run: RawTestRun, ifGreen outcome: TestOutcome, packageRoot root: URL, module: String,
    leavingOut given: Set<String>, asked: [String]
  ) -> ModuleCoverage? {
    guard outcome.light == .green else { return nil }
    return read(run, packageRoot: root, module: module, leavingOut: given, asked: asked)
  }

  /// The coverage of `Sources/<module>` of the package at `root` after `run`: from the
  /// export the run names, or else from the one SwiftPM left, without the files named in
  /// `given`.
  static func read(
    _ run: RawTestRun, packageRoot root: URL, module: String, leavingOut given: Set<String>,
    asked: [String] = []
  ) -> ModuleCoverage? {
    guard let export = run.coverageExport else {
      return read(packageRoot: root, module: module, leavingOut: given, asked: asked)
    }
    return read(
      export: export, sources: root.appendingPathComponent("Sources/\(module)"),
      leavingOut: given, asked: asked)
  }

  /// The coverage of `Sources/<module>` of the package at `root`, read from the export
  /// that `swift test --enable-code-coverage` left in `.build/debug/codecov/`, without the
  /// files named in `given` (paths inside the module's folder, which the learner was given
  /// rather than wrote); `nil` when there is none.
  static func read(
    packageRoot root: URL, module: String, leavingOut given: Set<String> = [],
    asked: [String] = []
  ) -> ModuleCoverage? {
    let folder = root.appendingPathComponent(".build/debug/codecov")
    let exports = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    guard let name = exports.filter({ $0.hasSuffix(".json") }).sorted().first else { return nil }
    return read(
      export: folder.appendingPathComponent(name),
      sources: root.appendingPathComponent("Sources/\(module)"), leavingOut: given, asked: asked)
  }

  /// The coverage of the files under `sources` in the llvm-cov export at `export`, without
  /// those named in `given` (paths inside `sources`); lines inside the declarations in
  /// `asked` (such as `extension URLSession`) are listed apart. `nil` when it cannot be read.
  static func read(
    export url: URL, sources: URL, leavingOut given: Set<String> = [], asked: [String] = []
  ) -> ModuleCoverage? {
    guard let export = try? ExportReader(readsFunctions: true).read(contentsOf: url) else {
      return nil
    }
    let prefix = sources.resolvingSymlinksInPath().path + "/"
    let own = read(export, prefix: prefix, leavingOut: given, asked: asked)
    // When every file was given (a kata that starts from untested code), the learner reads
    // the coverage of those files rather than of nothing.
    return own.count == 0 && !given.isEmpty
      ? read(export, prefix: prefix, leavingOut: [], asked: asked) : own
  }

  private static func read(
    _ export: CoverageExport, prefix: String, leavingOut given: Set<String>, asked: [String]
  ) -> ModuleCoverage {
    var coverage = ModuleCoverage(covered: 0, count: 0)
    for file in export.files.sorted(by: { $0.path < $1.path })
    where URL(fileURLWithPath: file.path).resolvingSymlinksInPath().path.hasPrefix(prefix) {
      let relative = String(
        URL(fileURLWithPath: file.path).resolvingSymlinksInPath().path.dropFirst(prefix.count))
      if given.contains(relative) { continue }
      coverage.covered += file.summary.lines.covered
      coverage.count += file.summary.lines.count
      let name = URL(fileURLWithPath: file.path).lastPathComponent
      let askedLines =
        asked.isEmpty
        ? []
        : (try? String(contentsOfFile: file.path, encoding: .utf8)).map {
          Self.lines(of: asked, in: SwiftSource($0))
        } ?? []
      for (range, column) in Self.missingRanges(of: file, in: export) {
        let text =
          column.map { "\(name):\(range.lowerBound):\($0)" }
          ?? (range.count == 1
            ? "\(name):\(range.lowerBound)" : "\(name):\(range.lowerBound)-\(range.upperBound)")
        if askedLines.contains(where: {
          $0.contains(range.lowerBound) && $0.contains(range.upperBound)
        }) {
          coverage.asked = (coverage.asked ?? []) + [text]
        } else {
          coverage.uncovered.append(text)
        }
      }
    }
    return coverage
  }

  /// The lines of `file` that never ran, as llvm-cov counts them in the file's summary:
  /// those its merged view shows unrun, and where the summary counts more, the start of each
  /// function of the file that never ran, with its column: such as the closure of `?? 0`, on
  /// a line the rest of which ran.
  static func missingRanges(of file: FileCoverage, in export: CoverageExport)
    -> [(lines: ClosedRange<Int>, column: Int?)]
  {
    let ranges = file.lineHits.missingRanges
    let missing = file.summary.lines.count - file.summary.lines.covered
    guard ranges.reduce(0, { $0 + $1.count }) < missing else { return ranges.map { ($0, nil) } }
    let unrun = Set(
      export.functions.filter { $0.executionCount == 0 && $0.filenames.first == file.path }
        .compactMap { $0.regions.filter { $0.fileID == 0 && $0.kind == .code }.map(\.start).min() }
        .filter { start in !ranges.contains { $0.contains(start.line) } })
    return (ranges.map { ($0, nil) } + unrun.map { ($0.line...$0.line, $0.column) })
      .sorted { ($0.lines.lowerBound, $0.column ?? 0) < ($1.lines.lowerBound, $1.column ?? 0) }
  }

  /// The lines of each declaration of `source` that begins with the words of one of
  /// `declarations` (`extension URLSession`), from its first word to its closing brace.
  static func lines(of declarations: [String], in source: SwiftSource) -> [ClosedRange<Int>] {
    let tokens = source.tokens
    var ranges: [ClosedRange<Int>] = []
    for declaration in declarations {
      let words = SwiftSource(declaration).tokens.map(\.text)
      guard !words.isEmpty, tokens.count >= words.count else { continue }
      for start in 0...(tokens.count - words.count)
      where tokens[start..<start + words.count].map(\.text) == words {
        guard let open = tokens[start...].firstIndex(where: { $0.text == "{" }) else { continue }
        var depth = 0
        var close = open
        for index in open..<tokens.count {
          if tokens[index].text == "{" { depth += 1 }
          if tokens[index].text == "}" { depth -= 1 }
          close = index
          if depth == 0 { break }
        }
        ranges.append(
          source.line(
            at: tokens[start].range.lowerBound)...source.line(
              at: tokens[close].range.lowerBound))
      }
    }
    return ranges
  }

  /// One line for the learner, such as `coverage: 92% of the lines of Sources/ToDo (23 of 25);
  /// written without a test? ItemManager.swift:14-15`.
  func summary(module: String) -> String {
    var line =
      "coverage: \(Int(percent.rounded(.down)))% of the lines of Sources/\(module) (\(covered) of \(count))"
    if !uncovered.isEmpty {
      line += "; written without a test? \(uncovered.prefix(6).joined(separator: ", "))"
      if uncovered.count > 6 { line += " and \(uncovered.count - 6) more" }
    }
    if let asked, !asked.isEmpty {
      line += "; untested on purpose in this kata: \(asked.joined(separator: ", "))"
    }
    return line
  }
}
