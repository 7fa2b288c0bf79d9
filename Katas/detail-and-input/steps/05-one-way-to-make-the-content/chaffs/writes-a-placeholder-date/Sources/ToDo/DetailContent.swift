/// Everything the detail screen shows of one item.
struct DetailContent: Equatable {
  /// The size of the map region around an item's place, in metres each way.
  static let mapSpanInMeters = 100.0

  var title: String
  var dateText: String
  var locationName: String
  var itemDescription: String
  var mapRegion: MapRegion?

  /// The content for `item`, writing its date with `dateFormat`.
  init(item: ToDoItem, dateFormat: ItemDateFormat) {
    title = item.title
    dateText = item.timestamp.map(dateFormat.string(fromTimestamp:)) ?? "No date"
    locationName = item.location?.name ?? ""
    itemDescription = item.itemDescription ?? ""
    mapRegion = item.location?.coordinate.map {
      MapRegion(
        center: $0, latitudinalMeters: Self.mapSpanInMeters,
        longitudinalMeters: Self.mapSpanInMeters)
    }
  }
}
