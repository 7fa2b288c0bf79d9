/// Writes one stored setting. Code that changes a setting depends on this protocol instead
/// of on a global store, so a test can hand it a spy.
protocol SettingWriting<Value> {
  associatedtype Value
  func write(_ value: Value)
}
