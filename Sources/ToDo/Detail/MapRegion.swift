/// The part of a map a screen shows: a centre and a span in metres.
public struct MapRegion: Equatable, Sendable {
  /// The point in the middle of the region.
  public var center: Coordinate
  /// The height of the region, north to south, in metres.
  public var latitudinalMeters: Double
  /// The width of the region, west to east, in metres.
  public var longitudinalMeters: Double

  /// Creates a region of the given size around `center`.
  public init(center: Coordinate, latitudinalMeters: Double, longitudinalMeters: Double) {
    self.center = center
    self.latitudinalMeters = latitudinalMeters
    self.longitudinalMeters = longitudinalMeters
  }
}
