/// Why a file could not be read as an llvm-cov JSON export.
///
/// Every case names the file, so a message says which input to look at.
public enum ExportError: Error, Equatable, CustomStringConvertible {
  /// The file could not be opened or read.
  case unreadable(path: String, reason: String)
  /// The file is empty.
  case empty(path: String)
  /// The file is not JSON, is cut short or has a value of the wrong type, at a line and column.
  case malformed(path: String, line: Int, column: Int, reason: String)
  /// The file is JSON but not an llvm-cov export.
  case notAnExport(path: String, reason: String)
  /// The export's version is not one TDDKit reads (2.x and 3.x are).
  case unsupportedVersion(path: String, version: String)
  /// A field every export has is missing.
  case missingField(path: String, field: String)

  /// One line naming the file and what is wrong.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      "cannot read \(path): \(reason)"
    case .empty(let path):
      "\(path) is empty; expected an llvm-cov JSON export"
    case .malformed(let path, let line, let column, let reason):
      "\(path):\(line):\(column): not a valid llvm-cov JSON export: \(reason)"
    case .notAnExport(let path, let reason):
      "\(path) is not an llvm-cov JSON export: \(reason)"
    case .unsupportedVersion(let path, let version):
      "\(path) is an llvm-cov export of version \(version); expected version 2.x or 3.x"
    case .missingField(let path, let field):
      "\(path) is not a complete llvm-cov JSON export: missing \"\(field)\""
    }
  }
}
