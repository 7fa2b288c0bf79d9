/// Reads one stored setting. Code that needs a setting depends on this protocol, so a test
/// can hand it a stub that returns a fixed value.
protocol SettingReading<Value> {
  associatedtype Value
  func read() -> Value
}
