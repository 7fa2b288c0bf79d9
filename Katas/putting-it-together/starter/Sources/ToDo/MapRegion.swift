/// The part of a map a screen shows: a centre and a span in metres. It stands in for
/// MapKit's region, which Linux does not have.
struct MapRegion: Equatable {
  var center: Coordinate
  var latitudinalMeters: Double
  var longitudinalMeters: Double
}
