import Foundation

/// Why a to-do store file could not be read or written.
///
/// Every case names the file, so that a message tells the user which file to look at.
public enum ItemStoreError: Error, Equatable, CustomStringConvertible {
  /// The file exists but could not be read, for example for lack of permission.
  case unreadable(URL, reason: String)
  /// The file was read but is not a to-do store; it is left untouched.
  case damaged(URL, reason: String)
  /// The lists could not be written; the previous file, if any, is intact.
  case unwritable(URL, reason: String)

  /// A one-line message naming the file and the problem.
  public var description: String {
    switch self {
    case .unreadable(let url, let reason):
      "cannot read to-do store \(url.path): \(reason)"
    case .damaged(let url, let reason):
      "to-do store \(url.path) is damaged: \(reason); it was left unchanged"
    case .unwritable(let url, let reason):
      "cannot write to-do store \(url.path): \(reason)"
    }
  }
}
