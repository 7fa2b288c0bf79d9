/// Why a file token store could not be used. Messages name the file, never a secret.
public enum TokenStoreError: Error, Equatable, CustomStringConvertible {
  /// The file exists but could not be read.
  case unreadable(path: String, reason: String)
  /// The file is not a token store.
  case damaged(path: String)
  /// Others than the owner may read the file, so its secrets are no longer secret.
  case tooOpen(path: String, permissions: String)
  /// The secrets could not be written; the previous file is intact.
  case unwritable(path: String, reason: String)

  /// One line naming the file and the problem.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      "cannot read token store \(path): \(reason)"
    case .damaged(let path):
      "token store \(path) is damaged; delete it and log in again"
    case .tooOpen(let path, let permissions):
      "token store \(path) has permissions \(permissions); others may read it. Run 'chmod 600 \(path)' or delete it and log in again"
    case .unwritable(let path, let reason):
      "cannot write token store \(path): \(reason)"
    }
  }
}
