/// Keeps secrets by account, as a keychain does.
protocol TokenStore: Sendable {
  func setSecret(_ secret: String, forAccount account: String) throws
  func secret(forAccount account: String) throws -> String?
}
