import Foundation

/// libFuzzer's entry point: every input must be read or refused, never crash the readers
/// (llvm-cov's and xccov's), the report, the renderers or the merge. Built by `Scripts/fuzz-export-reader.sh`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExportReader(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  if XccovReader.kind(of: data) != nil {
    if let export = try? XccovReader().read(data, path: "fuzz.json") {
      var report = GateReport(export: export, selection: FileSelection(root: "/"))
      report.check(total: Thresholds(lines: 50))
      for format in ReportFormat.allCases { _ = report.rendered(as: format) }
    }
    return 0
  }
  guard let export = try? ExportReader(readsFunctions: true).read(data, path: "fuzz.json") else {
    return 0
  }
  var report = GateReport(export: export, selection: FileSelection(root: "/"))
  report.check(total: Thresholds(lines: 50, functions: -3))
  for format in ReportFormat.allCases {
    _ = report.rendered(as: format)
  }
  if let merged = try? ExportMerger.merge([export, export]) {
    _ = ExportWriter.json(of: merged)
  }
  return 0
}
