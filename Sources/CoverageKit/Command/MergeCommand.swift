import CommandLineSupport
import Foundation

/// `coverage-gate merge`: several exports of the same sources made one.
struct MergeCommand: ToolCommand {
  /// Where the merged export goes.
  static let output = Option<FilePath?>(
    "-o", "OUT.json", help: "where to write the merged export", aliases: ["--output"],
    required: true)

  /// The command, declared once.
  static let declaration = CommandDeclaration(
    name: "merge",
    abstract: """
      Merges llvm-cov JSON exports of the same sources, from several runs or machines, into
      one export: execution counts are added and every summary is derived again as llvm-cov
      derives it.
      """,
    discussion: """
      Files are matched by their path inside the package. Exports made in two package folders
      (a Linux and a macOS runner) are refused until --map FROM=TO puts one folder onto the
      other, so two packages never mix. Branch coverage is not merged.
      """,
    options: [output, GateOptions.Declared.map],
    operands: [
      OperandDeclaration("A.json", missingName: "two or more exports to merge", completion: .files),
      OperandDeclaration(
        "B.json", missingName: "two or more exports to merge", repeating: true, completion: .files),
    ])

  /// `-o OUT.json`: where the merged export goes.
  let output: FilePath
  /// `--map FROM=TO`: the folders moved before the merge.
  let maps: [PathMap]
  /// The exports to merge, as typed.
  let exports: [String]

  /// The command `parsed` gives.
  init(_ parsed: ParsedCommand) throws(UsageError) {
    output = try parsed.value(Self.output) ?? FilePath("")
    maps = try GateOptions.maps(parsed)
    exports = parsed.operands
  }

  /// Reads the exports, moves their folders by `--map` (each of which must hold a file of
  /// some export), merges them and writes the result.
  func run(in tool: CoverageGateTool) throws -> ExitCode {
    let reader = ExportReader(readsFunctions: true)
    let maps = maps.map { PathMap(from: $0.from, to: tool.url(for: $0.to).path) }
    let unmoved = try exports.map { path throws(ExportError) in
      try reader.read(
        ExportReader.contents(of: tool.url(for: path)), path: tool.url(for: path).path)
    }
    if let map = PathMap.firstUnmatched(maps, in: unmoved) {
      throw GateError.unmatchedMap(from: map.from, to: map.to)
    }
    let moved = unmoved.map { $0.mapped(maps) }
    let merged = try ExportMerger.merge(
      moved, names: exports.map { URL(fileURLWithPath: $0).lastPathComponent })
    try tool.write(Data(ExportWriter.json(of: merged).utf8), to: tool.url(for: output.text))
    tool.console.line(
      "Merged \(moved.count) exports into \(output.text): \(merged.files.count.counting("file"))")
    return .success
  }
}
