import Foundation

/// Why a store file could not be read. The message names the file, so the user knows
/// which one to look at.
enum ItemStoreError: Error {
  /// The file is not a to-do store; it is left as it is.
  case damaged(URL, reason: String)

  var description: String {
    switch self {
    case .damaged(let url, let reason):
      "to-do store \(url.path) is damaged: \(reason); it was left unchanged"
    }
  }
}
