/// Writes an export as llvm-cov writes it: compact JSON, keys sorted, version 3.0.1.
///
/// Files carry their segments and summary; functions their regions. What TDDKit does not
/// read (branches, expansions, MC/DC records) is written empty.
public enum ExportWriter {
  /// The JSON text of `export`.
  public static func json(of export: CoverageExport) -> String {
    var text = "{\"data\":[{\"files\":["
    for (index, file) in export.files.enumerated() {
      if index > 0 { text += "," }
      text += "{\"branches\":[],\"expansions\":[],\"filename\":\(JSONText.quoted(file.path))"
      text += ",\"mcdc_records\":[],\"segments\":["
      text += segments(of: file).joined(separator: ",")
      text += "],\"summary\":\(summary(file.summary))}"
    }
    text += "],\"functions\":["
    for (index, function) in export.functions.enumerated() {
      if index > 0 { text += "," }
      text += "{\"branches\":[],\"count\":\(function.executionCount),\"filenames\":["
      text += function.filenames.map(JSONText.quoted).joined(separator: ",")
      text += "],\"mcdc_records\":[],\"name\":\(JSONText.quoted(function.name)),\"regions\":["
      text += function.regions.map { region in
        "[\(region.start.line),\(region.start.column),\(region.end.line),\(region.end.column),\(region.executionCount),\(region.fileID),\(region.expandedFileID),\(region.kind.rawValue)]"
      }.joined(separator: ",")
      text += "]}"
    }
    let totals = export.files.reduce(CoverageSummary.zero) { $0 + $1.summary }
    text +=
      "],\"totals\":\(summary(totals))}],\"type\":\"llvm.coverage.json.export\",\"version\":\"3.0.1\"}\n"
    return text
  }

  /// Segments that give back the file's line hits: each line with code opens a counted
  /// region at column 1 that an uncounted segment closes at column 2.
  private static func segments(of file: FileCoverage) -> [String] {
    file.lineHits.pairs.flatMap { line, count in
      ["[\(line),1,\(count),true,true,false]", "[\(line),2,0,false,false,false]"]
    }
  }

  private static func summary(_ summary: CoverageSummary) -> String {
    func count(_ count: CoverageCount, withMissed: Bool) -> String {
      let missed = withMissed ? ",\"notcovered\":\(count.missed)" : ""
      return
        "{\"count\":\(count.count),\"covered\":\(count.covered)\(missed),\"percent\":\(JSONText.number(count.percent))}"
    }
    return
      "{\"branches\":\(count(summary.branches, withMissed: true)),\"functions\":\(count(summary.functions, withMissed: false)),\"instantiations\":\(count(summary.instantiations, withMissed: false)),\"lines\":\(count(summary.lines, withMissed: false)),\"mcdc\":\(count(.zero, withMissed: true)),\"regions\":\(count(summary.regions, withMissed: true))}"
  }
}
