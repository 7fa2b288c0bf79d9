/// A point on Earth in degrees, standing in for Core Location's coordinate type.
public struct Coordinate: Equatable, Sendable {
  /// Degrees north of the equator, from -90 to 90.
  public var latitude: Double
  /// Degrees east of the prime meridian, from -180 to 180.
  public var longitude: Double

  /// Creates a coordinate from its latitude and longitude in degrees.
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }
}
