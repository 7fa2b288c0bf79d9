import Foundation
import SwiftLexer

/// A build's output, read: which mutants the compiler refused, and the first error for a
/// one-line message.
enum BuildLog {
  /// The mutants whose sites the compiler refused in `output`: every site on a line with an
  /// error, in a mutated file or in the declarations of its target's support file. Only the
  /// sites still in the schema count: an error on a line whose sites are already out (as
  /// `excluded`) is about a site near it.
  static func refusedMutants(
    in output: String, schema: MutantSchema, layout: [String: MutantSchema.Layout],
    copy: PackageCopy,
    excluded: Set<Int> = []
  ) -> Set<Int> {
    var refused = Set<Int>()
    let base = copy.folder.standardizedFileURL.path + "/"
    for match in output.matches(of: #/(?m)^(/[^:\n]+):(\d+):\d+: error:/#) {
      let path = URL(fileURLWithPath: String(match.1)).standardizedFileURL.path
      guard path.hasPrefix(base), let line = Int(match.2) else { continue }
      let relative = String(path.dropFirst(base.count))
      if relative.hasSuffix("/" + MutantSchema.supportFile) {
        let target = String(relative.dropLast(MutantSchema.supportFile.count + 1))
        for (lines, first) in layout[target]?.lines ?? [:] where lines.contains(line) {
          refused.formUnion(
            layout[target]?.sites.first { $0.numbers[0] == first }?.numbers ?? [first])
        }
        continue
      }
      let inFile = schema.mutants.filter { $0.value.file == relative && !excluded.contains($0.key) }
      let onLine = inFile.filter { $0.value.line == line }
      if !onLine.isEmpty {
        refused.formUnion(onLine.keys)
        continue
      }
      // An error away from any site (a `missing return` at a closing brace): the sites of
      // the smallest block around it that has any, else the whole file's.
      let text = (try? copy.original(relative)) ?? ""
      let around = Self.blocks(in: text).filter { $0.contains(line) }
        .sorted { $0.count < $1.count }
        .first { block in inFile.values.contains { block.contains($0.line) } }
      refused.formUnion(
        inFile.filter { around?.contains($0.value.line) ?? true }.keys)
    }
    return refused
  }

  /// The lines of every braced block of `text`, from its `{` to its `}`.
  static func blocks(in text: String) -> [ClosedRange<Int>] {
    let source = SwiftSource(text)
    var open: [Int] = []
    var blocks: [ClosedRange<Int>] = []
    for token in source.tokens where token.kind == .punctuation {
      if token.text == "{" { open.append(source.line(at: token.range.lowerBound)) }
      if token.text == "}", let start = open.popLast() {
        blocks.append(start...source.line(at: token.range.lowerBound))
      }
    }
    return blocks
  }

  /// The first error line of a compiler's or a test's output, for a one-line message.
  static func firstError(in output: String) -> String {
    let lines = output.split(separator: "\n").map(String.init)
    // SwiftPM's own line that a compiler command failed says less than the compiler's.
    let errors = lines.filter { $0.contains("error:") }
    return errors.first { !$0.contains("command failed with exit code") } ?? errors.first
      ?? lines.last(where: { !$0.isEmpty }) ?? "no output"
  }
}
