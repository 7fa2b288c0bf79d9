import CommandLineSupport
import Foundation

/// `coverage-gate merge`: several exports made one.
extension CoverageGateTool {
  /// Reads the exports, moves their folders by `--map` (each of which must hold a file of
  /// some export), merges them and writes the result.
  func merge(_ parsed: ParsedCommand) throws -> ExitCode {
    let output = try parsed.value(Declared.mergeOutput)?.text ?? ""
    let reader = ExportReader(readsFunctions: true)
    let maps = try GateOptions.maps(parsed).map { PathMap(from: $0.from, to: url(for: $0.to).path) }
    let unmoved = try parsed.operands.map { path throws(ExportError) in
      try reader.read(ExportReader.contents(of: url(for: path)), path: url(for: path).path)
    }
    if let map = PathMap.firstUnmatched(maps, in: unmoved) {
      throw GateError.unmatchedMap(from: map.from, to: map.to)
    }
    let exports = unmoved.map { $0.mapped(maps) }
    let merged = try ExportMerger.merge(
      exports, names: parsed.operands.map { URL(fileURLWithPath: $0).lastPathComponent })
    try write(Data(ExportWriter.json(of: merged).utf8), to: url(for: output))
    console.line("Merged \(exports.count) exports into \(output): \(merged.files.count) files")
    return .success
  }

}
