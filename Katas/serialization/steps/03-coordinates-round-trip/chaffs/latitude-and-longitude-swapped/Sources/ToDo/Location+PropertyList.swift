extension Location {
  private enum Key {
    static let name = "name"
    static let latitude = "latitude"
    static let longitude = "longitude"
  }

  /// The location as a property-list dictionary: its name, and its latitude and longitude
  /// when it has a coordinate.
  var plistDict: [String: Any] {
    var dict: [String: Any] = [Key.name: name]
    if let coordinate {
      dict[Key.latitude] = coordinate.latitude
      dict[Key.longitude] = coordinate.longitude
    }
    return dict
  }

  /// Reads a location from a property-list dictionary; `nil` without a name. The coordinate
  /// is read when both latitude and longitude are numbers.
  init?(dict: [String: Any]) {
    guard let name = dict[Key.name] as? String else { return nil }
    var coordinate: Coordinate?
    if let latitude = dict[Key.latitude] as? Double, let longitude = dict[Key.longitude] as? Double
    {
      coordinate = Coordinate(latitude: longitude, longitude: latitude)
    }
    self.init(name: name, coordinate: coordinate)
  }
}
