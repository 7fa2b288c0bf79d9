/// Writes an LCOV tracefile with the records `llvm-cov export -format=lcov` writes per file:
/// functions (when the export was read with them), a `DA` record per line with code, and
/// totals.
///
/// `DA` records come from the file's merged segments, `LF`/`LH` and `FNF`/`FNH` from its
/// summary, exactly as llvm-cov does; paths are the export's.
struct LcovRenderer {
  func render(_ report: GateReport) -> String {
    var text = ""
    for file in report.files {
      text += "SF:\(file.exportPath)\n"
      for function in file.functions {
        text += "FN:\(function.regions.first?.start.line ?? 0),\(function.name)\n"
      }
      for function in file.functions {
        text += "FNDA:\(function.executionCount),\(function.name)\n"
      }
      text += "FNF:\(file.summary.functions.count)\nFNH:\(file.summary.functions.covered)\n"
      for (line, count) in file.lineHits.pairs {
        text += "DA:\(line),\(count)\n"
      }
      text += "BRF:\(file.summary.branches.count)\nBRH:\(file.summary.branches.covered)\n"
      text += "LF:\(file.summary.lines.count)\nLH:\(file.summary.lines.covered)\nend_of_record\n"
    }
    return text
  }
}
