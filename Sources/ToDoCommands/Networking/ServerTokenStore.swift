import Foundation
import ToDo

/// The token store of `todo`, seen by the API client of one server: each token is kept
/// under the server it was issued by (scheme, host and port), so `todo sync --server OTHER`
/// never sends OTHER the token of another service, and asks to log in there instead.
struct ServerTokenStore: TokenStore {
  /// The file all the tokens are kept in.
  let store: FileTokenStore
  /// The server, as `https://host:port`.
  let server: String

  /// The store in `store` for the service at `url`.
  init(store: FileTokenStore, server url: URL) {
    self.store = store
    let scheme = url.scheme?.lowercased() ?? ""
    let port = url.port ?? (scheme == "https" ? 443 : 80)
    server = "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
  }

  func setSecret(_ secret: String, forAccount account: String) throws {
    try store.setSecret(secret, forAccount: key(account))
  }

  func secret(forAccount account: String) throws -> String? {
    try store.secret(forAccount: key(account))
  }

  func deleteSecret(forAccount account: String) throws {
    try store.deleteSecret(forAccount: key(account))
  }

  private func key(_ account: String) -> String {
    "\(account) \(server)"
  }
}
