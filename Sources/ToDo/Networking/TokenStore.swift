/// Keeps secrets by account, as the book's keychain protocol does: set, read and delete.
///
/// The API client stores its token under the account ``APIClient/tokenAccount``.
public protocol TokenStore: Sendable {
  /// Stores `secret` for `account`, replacing any earlier one.
  func setSecret(_ secret: String, forAccount account: String) throws
  /// The secret stored for `account`, if any.
  func secret(forAccount account: String) throws -> String?
  /// Removes the secret of `account`; removing a missing one is not an error.
  func deleteSecret(forAccount account: String) throws
}
