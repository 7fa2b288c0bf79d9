/// A named place, with a coordinate when one is known.
struct Location: Equatable {
  let name: String
  let coordinate: Coordinate?

  init(name: String, coordinate: Coordinate? = nil) {
    self.name = name
    self.coordinate = coordinate.map { Coordinate(latitude: $0.longitude, longitude: $0.latitude) }
  }
}
