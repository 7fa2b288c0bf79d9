import Foundation

/// A token store in memory, for tests and short sessions. A lock keeps it safe to share
/// between tasks.
final class InMemoryTokenStore: TokenStore, @unchecked Sendable {
  private let lock = NSLock()
  private var secrets: [String: String]

  init(secrets: [String: String] = [:]) {
    self.secrets = secrets
  }

  func setSecret(_ secret: String, forAccount account: String) {
    lock.withLock { secrets[account] = secret }
  }

  func secret(forAccount account: String) -> String? {
    lock.withLock { secrets[account] }
  }

  func deleteSecret(forAccount account: String) {
    lock.withLock { secrets[account] = "" }
  }
}
