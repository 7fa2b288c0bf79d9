import Foundation

/// Reads the JSON of Xcode's `xccov`: a report (`xcrun xccov view --report --json`, targets,
/// files and functions with their line counts) or an archive (`xcrun xccov view --archive
/// --json`, every line of every file with its execution count). Both become a
/// ``CoverageExport``, so the gate's checks and reports work on them as on llvm-cov's.
///
/// xccov counts lines and functions only: regions and branches are not available, and a
/// report alone has no per-line counts (missing lines, lcov and diff coverage need the
/// archive).
public struct XccovReader: Sendable {
  /// The two documents xccov writes.
  public enum Kind: Sendable {
    /// Targets, files and functions with covered and executable lines.
    case report
    /// Per file, every line: executable or not, and its execution count.
    case archive
  }

  /// Creates a reader.
  public init() {}

  /// Which xccov document `data` is, told by its content; `nil` when it is not one (an
  /// llvm-cov export, whose first key is always `data`, is never parsed here).
  public static func kind(of data: Data) -> Kind? {
    document(of: data)?.kind
  }

  /// Reads the xccov document in `data`, naming it `path` in errors.
  public func read(_ data: Data, path: String) throws(XccovError) -> CoverageExport {
    guard let (kind, document) = Self.document(of: data) else {
      throw .notXccov(path: path, reason: "neither a report nor an archive")
    }
    return try read(document, kind: kind, path: path)
  }

  /// Reads `data` when it is an xccov document, parsing it once; `nil` when it is not one.
  public func readIfXccov(_ data: Data, path: String) throws(XccovError) -> (
    kind: Kind, export: CoverageExport
  )? {
    guard let (kind, document) = Self.document(of: data) else { return nil }
    return (kind, try read(document, kind: kind, path: path))
  }

  private func read(_ document: [String: Any], kind: Kind, path: String) throws(XccovError)
    -> CoverageExport
  {
    switch kind {
    case .report: try readReport(document["targets"] as Any, path: path)
    case .archive: try readArchive(document, path: path)
    }
  }

  /// The parsed document and its kind; `nil` for anything else, and never parsed for an
  /// llvm-cov export, whose first key is always `data`.
  private static func document(of data: Data) -> (kind: Kind, document: [String: Any])? {
    guard firstKey(of: data) != "data",
      let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    if document["targets"] is [Any] { return (.report, document) }
    if !document.isEmpty, document.values.allSatisfy({ $0 is [Any] }) {
      return (.archive, document)
    }
    return nil
  }

  /// The report's files with the archive's line counts, matched by path.
  public static func combine(report: CoverageExport, archive: CoverageExport) -> CoverageExport {
    let lines = Dictionary(archive.files.map { ($0.path, $0.lineHits) }) { first, _ in first }
    var combined = report
    for index in combined.files.indices {
      combined.files[index].lineHits = lines[combined.files[index].path] ?? LineHits()
    }
    return combined
  }

  /// A target's name without Xcode's product suffix: `MyApp.app` → `MyApp`.
  public static func targetName(_ name: String) -> String {
    for suffix in [".app", ".framework", ".xctest", ".appex", ".bundle", ".dylib", ".a"]
    where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  private func readReport(_ value: Any, path: String) throws(XccovError) -> CoverageExport {
    guard let targets = value as? [[String: Any]] else {
      throw .notXccov(path: path, reason: "\"targets\" is not a list of objects")
    }
    var files: [FileCoverage] = []
    for (targetIndex, target) in targets.enumerated() {
      let at = "targets[\(targetIndex)]"
      guard let name = target["name"] as? String else {
        throw .missing(path: path, field: "\(at).name")
      }
      guard let list = target["files"] as? [[String: Any]] else {
        throw .missing(path: path, field: "\(at).files")
      }
      for (fileIndex, file) in list.enumerated() {
        let at = "\(at).files[\(fileIndex)]"
        guard let filePath = (file["path"] as? String) ?? (file["name"] as? String) else {
          throw .missing(path: path, field: "\(at).path")
        }
        let lines = try count(file, "\(at)", path: path)
        let functions = (file["functions"] as? [[String: Any]]) ?? []
        var called = 0
        for (functionIndex, function) in functions.enumerated() {
          guard function["executionCount"] != nil, let runs = Self.runs(function["executionCount"])
          else {
            throw .missing(path: path, field: "\(at).functions[\(functionIndex)].executionCount")
          }
          if runs > 0 { called += 1 }
        }
        var coverage = FileCoverage(
          path: filePath,
          summary: CoverageSummary(
            lines: lines, functions: CoverageCount(covered: called, count: functions.count),
            regions: .zero))
        coverage.target = Self.targetName(name)
        files.append(coverage)
      }
    }
    var export = CoverageExport(version: "xccov report", files: files)
    export.metrics = [.lines, .functions]
    return export
  }

  private func count(_ object: [String: Any], _ at: String, path: String) throws(XccovError)
    -> CoverageCount
  {
    guard let covered = object["coveredLines"] as? Int else {
      throw .missing(path: path, field: "\(at).coveredLines")
    }
    guard let executable = object["executableLines"] as? Int else {
      throw .missing(path: path, field: "\(at).executableLines")
    }
    guard covered >= 0, executable >= covered else {
      throw .notXccov(
        path: path, reason: "\(at) covers \(covered) of \(executable) executable lines")
    }
    return CoverageCount(covered: covered, count: executable)
  }

  private func readArchive(_ document: [String: Any], path: String) throws(XccovError)
    -> CoverageExport
  {
    var files: [FileCoverage] = []
    for (filePath, value) in document.sorted(by: { $0.key < $1.key }) {
      guard let lines = value as? [[String: Any]] else {
        throw .notXccov(path: path, reason: "\"\(filePath)\" is not a list of lines")
      }
      var pairs: [(line: Int, count: UInt64)] = []
      for (index, line) in lines.enumerated() {
        let at = "\"\(filePath)\"[\(index)]"
        guard let number = line["line"] as? Int, number > 0 else {
          throw .missing(path: path, field: "\(at).line")
        }
        guard let executable = line["isExecutable"] as? Bool else {
          throw .missing(path: path, field: "\(at).isExecutable")
        }
        guard executable else { continue }
        guard let runs = Self.runs(line["executionCount"]),
          pairs.last.map({ $0.line < number }) ?? true
        else {
          throw .notXccov(path: path, reason: "\(at) is out of order or negative")
        }
        pairs.append((number, runs))
      }
      let hits = LineHits(pairs)
      let covered = pairs.filter { $0.count > 0 }.count
      files.append(
        FileCoverage(
          path: filePath,
          summary: CoverageSummary(
            lines: CoverageCount(covered: covered, count: pairs.count), functions: .zero,
            regions: .zero),
          lineHits: hits))
    }
    var export = CoverageExport(version: "xccov archive", files: files)
    export.metrics = [.lines]
    return export
  }

  /// The first key of the object `data` starts with, read without parsing the rest.
  private static func firstKey(of data: Data) -> String? {
    var bytes = data.prefix(256).drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    guard bytes.first == UInt8(ascii: "{") else { return nil }
    bytes = bytes.dropFirst().drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    guard bytes.first == UInt8(ascii: "\"") else { return nil }
    let key = bytes.dropFirst().prefix { $0 != UInt8(ascii: "\"") }
    return String(decoding: key, as: UTF8.self)
  }

  /// An execution count as xccov writes it, 0 when missing: a whole number, or one too large
  /// for an integer (`1e300`), which counts as run as often as a count can say, never as 0.
  /// `nil` for anything that is no count.
  static func runs(_ value: Any?) -> UInt64? {
    guard let value else { return 0 }
    if let whole = value as? Int { return whole >= 0 ? UInt64(whole) : nil }
    guard let number = value as? Double, number >= 0, !number.isNaN else { return nil }
    return number >= 0x1p64 ? .max : UInt64(number)
  }
}
