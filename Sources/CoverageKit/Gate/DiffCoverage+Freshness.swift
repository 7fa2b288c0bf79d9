extension DiffCoverage {
  /// Refuses an export older than the changes it would measure, naming the first file that
  /// shows it: an old export has no record of the lines a branch added, so their coverage
  /// would read "none with code" and pass.
  ///
  /// The rule, for each changed Swift file the selection selects, whose source `source`
  /// returns (by path relative to the root):
  /// - counted by the export, with line records: the export's last counted line is past the
  ///   file's end, or a changed line that opens a body of code (`CodeOpenings`: a
  ///   function's, an accessor's, a closure's, a statement's, never inside `#if`) has no
  ///   record, where llvm-cov records every such line;
  /// - not in the export, which counts other files of its target (the folder under
  ///   `Sources/`): a changed line opens a body of code, which llvm-cov would have counted.
  ///
  /// A file the export has no line records of (a summary-only input) is not judged.
  public static func checkExportIsCurrent(
    changes: [String: [ClosedRange<Int>]], report: GateReport, selection: FileSelection,
    source: (String) -> String?
  ) throws(GateError) {
    let counted = Dictionary(report.files.map { ($0.path, $0) }) { first, _ in first }
    for (path, ranges) in changes.sorted(by: { $0.key < $1.key })
    where path.hasSuffix(".swift") && selection.selects(relativePath: path) {
      guard let text = source(path) else { continue }
      let openings = CodeOpenings.lines(in: text)
        .filter { line in ranges.contains { $0.contains(line) } }.sorted()
      if let file = counted[path] {
        guard let last = file.lineHits.lines.last else { continue }
        let lines = lineCount(of: text)
        if Int(last) > lines {
          throw .staleExport(
            path: path, reason: "the export counts line \(last), the file has \(lines)")
        }
        if let line = openings.first(where: { file.lineHits.count(ofLine: $0) == nil }) {
          throw .staleExport(
            path: path, reason: "line \(line) opens code the export has no record of")
        }
        if let line = FunctionBodies.firstMoved(
          file.functions, exportPath: file.exportPath, in: text)
        {
          throw .staleExport(
            path: path,
            reason: "the function the export opens at line \(line) no longer ends where it says")
        }
      } else if let target = FileSelection.target(ofRelativePath: path),
        let line = openings.first,
        report.files.contains(where: {
          !$0.lineHits.lines.isEmpty && FileSelection.target(ofRelativePath: $0.path) == target
        })
      {
        throw .staleExport(
          path: path,
          reason:
            "the export counts other files of \(target) but not this one, whose line \(line) opens code"
        )
      }
    }
  }

  /// The number of lines of `text`: its line breaks, and one more for a last line without.
  static func lineCount(of text: String) -> Int {
    let bytes = text.utf8
    let breaks = bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    return breaks + (bytes.last.map { $0 == 0x0A ? 0 : 1 } ?? 0)
  }
}
