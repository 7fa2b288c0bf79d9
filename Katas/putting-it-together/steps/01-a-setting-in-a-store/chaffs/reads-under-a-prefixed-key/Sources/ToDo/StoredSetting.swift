/// An optional setting kept under one key of a `KeyValueStore` such as `UserDefaults`.
struct StoredSetting<Wrapped>: SettingReading {
  private let store: any KeyValueStore
  private let key: String

  init(key: String, in store: any KeyValueStore) {
    self.key = key
    self.store = store
  }

  /// The stored value; `nil` when the key is missing or holds a value of another type.
  func read() -> Wrapped? {
    store.object(forKey: "settings.\(key)") as? Wrapped
  }
}
