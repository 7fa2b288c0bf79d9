/// Why a file could not be read as xccov's JSON. Every case names the file.
public enum XccovError: Error, Equatable, CustomStringConvertible {
  /// The file is not a report or an archive of `xccov view --json`.
  case notXccov(path: String, reason: String)
  /// A field every such document has is missing or of the wrong type.
  case missing(path: String, field: String)

  /// One line naming the file and what is wrong.
  public var description: String {
    switch self {
    case .notXccov(let path, let reason):
      "\(path) is not the JSON of 'xcrun xccov view --report' or '--archive': \(reason)"
    case .missing(let path, let field):
      "\(path) is not the JSON of 'xcrun xccov view --report' or '--archive': \(field) is missing or not a number"
    }
  }
}
