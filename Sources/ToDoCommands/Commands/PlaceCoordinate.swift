import CommandLineSupport
import ToDo

/// `--coordinate LAT,LON`: a place's coordinate in degrees.
struct PlaceCoordinate: OptionValue {
  /// The coordinate.
  var coordinate: Coordinate

  /// Two numbers, comma-separated, a latitude from -90 to 90 and a longitude from -180 to 180.
  init?(optionText text: String) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
      .map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 2, let latitude = parts[0], let longitude = parts[1],
      (-90...90).contains(latitude), (-180...180).contains(longitude)
    else { return nil }
    coordinate = Coordinate(latitude: latitude, longitude: longitude)
  }

  /// What the error says.
  static var expected: String { "LAT,LON in degrees, such as 37.33,-122.03" }
}
