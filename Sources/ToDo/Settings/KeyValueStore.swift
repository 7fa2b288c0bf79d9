import Foundation

/// A store of property-list values by key, the shape of `UserDefaults`.
public protocol KeyValueStore: AnyObject {
  /// The value stored under `key`, if any.
  func object(forKey key: String) -> Any?
  /// Stores `value` under `key`; `nil` removes the key.
  func set(_ value: Any?, forKey key: String)
}

extension UserDefaults: KeyValueStore {}
