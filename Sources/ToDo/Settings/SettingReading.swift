/// Reads one stored setting, such as a value kept in user defaults.
///
/// Code that needs a setting depends on this protocol instead of on a global store, so a
/// test can hand it a stub that returns a fixed value.
public protocol SettingReading<Value> {
  /// The type of the setting's value.
  associatedtype Value
  /// The current value.
  func read() -> Value
}
