import Foundation

/// Why a store file could not be read.
enum ItemStoreError: Error {
  /// The file is not a to-do store; it is left as it is.
  case damaged(URL, reason: String)
}
