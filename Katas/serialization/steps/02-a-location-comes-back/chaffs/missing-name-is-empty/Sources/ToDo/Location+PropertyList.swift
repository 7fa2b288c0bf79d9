extension Location {
  /// The location as a property-list dictionary.
  var plistDict: [String: Any] {
    ["name": name]
  }

  /// Reads a location from a property-list dictionary; `nil` without a name.
  init?(dict: [String: Any]) {
    self.init(name: dict["name"] as? String ?? "")
  }
}
