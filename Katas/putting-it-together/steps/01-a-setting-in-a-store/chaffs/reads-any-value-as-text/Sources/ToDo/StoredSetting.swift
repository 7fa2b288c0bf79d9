/// An optional setting kept under one key of a `KeyValueStore` such as `UserDefaults`.
struct StoredSetting<Wrapped>: SettingReading {
  private let store: any KeyValueStore
  private let key: String

  init(key: String, in store: any KeyValueStore) {
    self.key = key
    self.store = store
  }

  /// The stored value, written as text; `nil` when the key is missing.
  func read() -> Wrapped? {
    store.object(forKey: key).map { "\($0)" } as? Wrapped
  }
}
