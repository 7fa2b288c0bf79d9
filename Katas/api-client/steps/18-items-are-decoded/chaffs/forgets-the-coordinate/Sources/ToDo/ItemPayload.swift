/// The JSON shape of a to-do item on the service: `title`, and when present
/// `itemDescription`, `timestamp` (seconds since 1970) and `location` (`name`, with
/// `latitude` and `longitude` together or not at all).
struct ItemPayload: Codable, Equatable {
  struct LocationPayload: Codable, Equatable {
    var name: String
    var latitude: Double?
    var longitude: Double?
  }

  var title: String
  var itemDescription: String?
  var timestamp: Double?
  var location: LocationPayload?

  init(_ item: ToDoItem) {
    title = item.title
    itemDescription = item.itemDescription
    timestamp = item.timestamp
    location = item.location.map {
      LocationPayload(
        name: $0.name, latitude: $0.coordinate?.latitude, longitude: $0.coordinate?.longitude)
    }
  }

  var item: ToDoItem {
    ToDoItem(
      title: title, itemDescription: itemDescription, timestamp: timestamp,
      location: location.map { payload in
        Location(
          name: payload.name,
          coordinate: nil)
      })
  }
}
