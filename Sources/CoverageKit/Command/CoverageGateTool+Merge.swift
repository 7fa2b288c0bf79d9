import CommandLineSupport
import Foundation

/// `coverage-gate merge`: several exports made one.
extension CoverageGateTool {
  func merge(_ parsed: ParsedCommand) throws -> ExitCode {
    let output = parsed.value(Option.mergeOutput) ?? ""
    let reader = ExportReader(readsFunctions: true)
    let maps = try GateOptions.maps(parsed).map { PathMap(from: $0.from, to: url(for: $0.to).path) }
    let exports = try parsed.operands.map { path throws(ExportError) in
      try reader.read(ExportReader.contents(of: url(for: path)), path: url(for: path).path)
        .mapped(maps)
    }
    let merged = try ExportMerger.merge(
      exports, names: parsed.operands.map { URL(fileURLWithPath: $0).lastPathComponent })
    try write(Data(ExportWriter.json(of: merged).utf8), to: url(for: output))
    console.line("Merged \(exports.count) exports into \(output): \(merged.files.count) files")
    return .success
  }

}
