import Foundation

/// A token store that keeps secrets in memory only, for tests and short-lived sessions.
///
/// It is `@unchecked Sendable` because every read and write of `secrets` holds `lock`, which
/// the compiler cannot see. `Mutex` from the Synchronization module would let it check that,
/// but needs macOS 15, and the package supports macOS 13; a class is needed because the
/// store is shared by reference between the client and the test that reads it.
public final class InMemoryTokenStore: TokenStore, @unchecked Sendable {
  private let lock = NSLock()
  private var secrets: [String: String]

  /// Creates a store holding `secrets` by account.
  public init(secrets: [String: String] = [:]) {
    self.secrets = secrets
  }

  /// Stores `secret` for `account`.
  public func setSecret(_ secret: String, forAccount account: String) {
    lock.withLock { secrets[account] = secret }
  }

  /// The secret of `account`, if any.
  public func secret(forAccount account: String) -> String? {
    lock.withLock { secrets[account] }
  }

  /// Removes the secret of `account`.
  public func deleteSecret(forAccount account: String) {
    lock.withLock { _ = secrets.removeValue(forKey: account) }
  }
}
