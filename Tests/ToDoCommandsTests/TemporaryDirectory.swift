import Foundation

/// Runs `body` with a fresh folder under the system's temporary directory, then removes it.
func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("ToDoCommandsTests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: url) }
  return try await body(url)
}
