/// Keeps secrets by account, as a keychain does: set, read and delete.
protocol TokenStore: Sendable {
  func setSecret(_ secret: String, forAccount account: String) throws
  func secret(forAccount account: String) throws -> String?
  func deleteSecret(forAccount account: String) throws
}
