extension Location {
  /// The location as a property-list dictionary.
  var plistDict: [String: Any] {
    ["locationName": name]
  }
}
