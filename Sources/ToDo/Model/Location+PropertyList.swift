extension Location {
  private enum Key {
    static let name = "name"
    static let latitude = "latitude"
    static let longitude = "longitude"
  }

  /// The location as a property-list dictionary: its name, and its latitude and longitude
  /// as numbers when it has a coordinate.
  public var plistDict: [String: Any] {
    var dict: [String: Any] = [Key.name: name]
    if let coordinate {
      dict[Key.latitude] = coordinate.latitude
      dict[Key.longitude] = coordinate.longitude
    }
    return dict
  }

  /// Reads a location from a property-list dictionary; `nil` when there is no name.
  ///
  /// A coordinate is read only when both latitude and longitude are numbers.
  public init?(dict: [String: Any]) {
    guard let name = dict[Key.name] as? String else { return nil }
    var coordinate: Coordinate?
    if let latitude = dict[Key.latitude] as? Double, let longitude = dict[Key.longitude] as? Double
    {
      coordinate = Coordinate(latitude: latitude, longitude: longitude)
    }
    self.init(name: name, coordinate: coordinate)
  }
}
