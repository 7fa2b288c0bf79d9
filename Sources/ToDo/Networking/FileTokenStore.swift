import Foundation

/// A token store in one JSON file that only its owner can read or write (mode 0600).
///
/// Every write goes to a new temporary file created with mode 0600 in the same folder, which
/// is then renamed over the store, so the file is never world-readable and never half
/// written. A store that others can read is refused rather than used.
public struct FileTokenStore: TokenStore {
  /// The store's file.
  public let url: URL

  /// Creates a store kept in `url`; the file is created on the first write.
  public init(url: URL) {
    self.url = url
  }

  /// Stores `secret` for `account`.
  public func setSecret(_ secret: String, forAccount account: String) throws {
    var secrets = try load()
    secrets[account] = secret
    try save(secrets)
  }

  /// The secret of `account`, if any.
  public func secret(forAccount account: String) throws -> String? {
    try load()[account]
  }

  /// Removes the secret of `account`.
  public func deleteSecret(forAccount account: String) throws {
    var secrets = try load()
    guard secrets.removeValue(forKey: account) != nil else { return }
    try save(secrets)
  }

  private func load() throws(TokenStoreError) -> [String: String] {
    var info = stat()
    guard stat(url.path, &info) == 0 else {
      if errno == ENOENT { return [:] }
      throw .unreadable(path: url.path, reason: String(cString: strerror(errno)))
    }
    let permissions = info.st_mode & 0o777
    guard permissions & 0o077 == 0 else {
      throw .tooOpen(path: url.path, permissions: String(permissions, radix: 8))
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: url.path, reason: "\(error.localizedDescription)")
    }
    guard let secrets = try? JSONDecoder().decode([String: String].self, from: data) else {
      throw .damaged(path: url.path)
    }
    return secrets
  }

  private func save(_ secrets: [String: String]) throws(TokenStoreError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(secrets) else { throw .damaged(path: url.path) }
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .unwritable(path: url.path, reason: error.localizedDescription)
    }
    var template = Array(
      folder.appendingPathComponent(".\(url.lastPathComponent).XXXXXX").path.utf8CString)
    let (descriptor, temporary) = template.withUnsafeMutableBufferPointer { buffer in
      (mkstemp(buffer.baseAddress!), String(cString: buffer.baseAddress!))
    }
    guard descriptor >= 0 else {
      throw .unwritable(path: url.path, reason: String(cString: strerror(errno)))
    }
    let written = data.withUnsafeBytes { bytes in
      fchmod(descriptor, 0o600) == 0
        && write(descriptor, bytes.baseAddress, bytes.count) == bytes.count
        && fsync(descriptor) == 0
    }
    let reason = String(cString: strerror(errno))
    close(descriptor)
    guard written, rename(temporary, url.path) == 0 else {
      unlink(temporary)
      throw .unwritable(path: url.path, reason: reason)
    }
  }
}
