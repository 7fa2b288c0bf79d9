/// An optional setting kept under one key of a `KeyValueStore` such as `UserDefaults`. It is
/// both the reading and the writing side, so the app passes one instance for both.
struct StoredSetting<Wrapped>: SettingReading, SettingWriting {
  private let store: any KeyValueStore
  private let key: String

  init(key: String, in store: any KeyValueStore) {
    self.key = key
    self.store = store
  }

  /// The stored value; `nil` when the key is missing or holds a value of another type.
  func read() -> Wrapped? {
    store.object(forKey: key) as? Wrapped
  }

  /// Stores `value`; `nil` leaves the old value in place.
  func write(_ value: Wrapped?) {
    guard let value else { return }
    store.set(value, forKey: key)
  }
}
