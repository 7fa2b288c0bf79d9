/// A named place a to-do item happens at, with a coordinate when one is known.
public struct Location: Equatable, Sendable {
  /// The name the user gave the place, such as "Office".
  public var name: String
  /// Where the place is, if it was given or found by geocoding.
  public var coordinate: Coordinate?

  /// Creates a location; the coordinate is optional because a name alone is a valid place.
  public init(name: String, coordinate: Coordinate? = nil) {
    self.name = name
    self.coordinate = coordinate
  }
}
