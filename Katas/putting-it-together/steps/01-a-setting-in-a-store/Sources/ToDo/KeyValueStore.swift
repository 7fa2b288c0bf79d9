import Foundation

/// A store of property-list values by key, the shape of `UserDefaults`.
protocol KeyValueStore: AnyObject {
  func object(forKey key: String) -> Any?
  func set(_ value: Any?, forKey key: String)
}

extension UserDefaults: KeyValueStore {}
