/// Where an export places the bodies of a file's functions, checked against the source as it
/// is: llvm-cov's first region of a function with a body starts at its `{` and ends just
/// after its `}`. A statement inserted inside a function after the export moves its `}`, and
/// code inserted above moves both, so an export older than its source is told even where no
/// new brace came in (``CodeOpenings`` tells those).
enum FunctionBodies {
  /// The line of the first function of `functions` (those of the file at `exportPath`) whose
  /// body the export starts at a `{` of `source` and ends where `source` has no `}`: the
  /// source changed after the export. `nil` when every body is where the export says.
  static func firstMoved(
    _ functions: [FunctionRecord], exportPath: String, in source: String
  ) -> Int? {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map {
      Array($0.utf8)
    }
    // llvm-cov's columns count bytes, from 1.
    func byte(line: Int, column: Int) -> UInt8? {
      guard lines.indices.contains(line - 1), lines[line - 1].indices.contains(column - 1) else {
        return nil
      }
      return lines[line - 1][column - 1]
    }
    // An implicit closure (an `@autoclosure` argument, mangled `…fu_`) starts at the `{` of
    // an expression such as `assert({ … }())` and ends after the whole expression.
    for function in functions where function.name.wholeMatch(of: /.*fu[0-9]*_/) == nil {
      guard let body = function.regions.first,
        function.filenames.indices.contains(body.fileID),
        function.filenames[body.fileID] == exportPath,
        byte(line: body.start.line, column: body.start.column) == UInt8(ascii: "{")
      else { continue }
      if byte(line: body.end.line, column: body.end.column - 1) != UInt8(ascii: "}") {
        return body.start.line
      }
    }
    return nil
  }
}
