/// An optional setting kept under one key of a `KeyValueStore` such as `UserDefaults`. It is
/// both the reading and the writing side, so the app passes one instance for both.
struct StoredSetting<Wrapped>: SettingReading, SettingWriting {
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

  /// Stores `value`; `nil` removes the key.
  func write(_ value: Wrapped?) {
    store.set(value.map { $0 as Any }, forKey: key)
  }
}
