import ToDo

/// A key-value store in a dictionary, standing in for `UserDefaults`.
final class InMemoryKeyValueStore: KeyValueStore {
  private(set) var values: [String: Any] = [:]

  func object(forKey key: String) -> Any? {
    values[key]
  }

  func set(_ value: Any?, forKey key: String) {
    values[key] = value
  }
}
