import Foundation

/// A token store in memory, for tests and short sessions. A lock keeps it safe to share
/// between tasks.
final class InMemoryTokenStore: TokenStore, @unchecked Sendable {
  private let lock = NSLock()
  private var onlySecret: String?

  init(secrets: [String: String] = [:]) {
    onlySecret = secrets.values.first
  }

  func setSecret(_ secret: String, forAccount account: String) {
    lock.withLock { onlySecret = secret }
  }

  func secret(forAccount account: String) -> String? {
    lock.withLock { onlySecret }
  }
}
