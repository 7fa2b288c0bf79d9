/// Writes one stored setting.
///
/// Code that changes a setting depends on this protocol, so a test can hand it a spy that
/// records every write.
public protocol SettingWriting<Value> {
  /// The type of the setting's value.
  associatedtype Value
  /// Replaces the stored value with `value`.
  func write(_ value: Value)
}
