/// A point on Earth in degrees.
struct Coordinate: Equatable {
  let latitude: Double
  let longitude: Double
}
