import Foundation
import ToDo

/// `todo login` and `todo sync`: the to-do service, reached through the guarded session,
/// which is made here and for these two commands only.
extension ToDoTool {
  /// Logs `user` in to `server` with the password read from standard input; the token is
  /// kept beside the store, for that server alone.
  func login(to server: URL, as user: String, storeURL: URL) async throws {
    let client = try client(for: server, storeURL: storeURL)
    guard let password = readPassword(), !password.isEmpty else { throw ToDoError.noPassword }
    try await client.login(username: user, password: password)
    console.line("Logged in to \(server.host ?? "") as \(user)")
  }

  /// Pulls the service's items into the store, then pushes the store's own, within
  /// `syncSeconds`: however slowly the service answers, the store's lock is released in time.
  func sync(with server: URL, manager: ItemManager, storeURL: URL) async throws {
    let deadline = Date() + syncSeconds
    let client = try client(for: server, storeURL: storeURL)
    let remote = try await client.fetchItems().map(\.cleaned)
    // The service's texts are bounded as `todo add` bounds the user's.
    for item in remote {
      for (field, text) in [
        ("title", item.title), ("description", item.itemDescription ?? ""),
        ("location", item.location?.name ?? ""),
      ] where text.unicodeScalars.count > ToDoInvocation.maximumText {
        throw ToDoError.serviceTextTooLong(field: field, length: text.unicodeScalars.count)
      }
    }
    let countBefore = manager.toDoCount
    remote.forEach(manager.add)
    try manager.save()
    let pulled = manager.toDoCount - countBefore
    let local = (0..<manager.toDoCount).map(manager.item(at:)).filter { !remote.contains($0) }
    for (pushed, item) in local.enumerated() {
      guard Date() < deadline else {
        throw ToDoError.syncTooSlow(
          seconds: Int(syncSeconds), pulled: pulled, pushed: pushed, of: local.count)
      }
      try await client.post(item)
    }
    console.line("Pulled \(pulled), pushed \(local.count)")
  }

  /// A client of the service at `server`, with the token kept for that server alone.
  private func client(for server: URL, storeURL: URL) throws -> APIClient {
    let tokens = FileTokenStore(
      url: storeURL.deletingPathExtension().appendingPathExtension("tokens"))
    return try APIClient(
      baseURL: server, session: makeSession(),
      tokenStore: ServerTokenStore(store: tokens, server: server)
    )
  }

}
