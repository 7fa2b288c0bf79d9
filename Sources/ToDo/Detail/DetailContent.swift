/// Everything the detail screen shows of one item.
public struct DetailContent: Equatable, Sendable {
  /// The size of the map region around an item's place, in metres each way.
  public static let mapSpanInMeters = 100.0

  /// The item's title.
  public var title: String
  /// The due date as "MM/dd/yyyy", or empty.
  public var dateText: String
  /// The location's name, or empty.
  public var locationName: String
  /// The item's description, or empty.
  public var itemDescription: String
  /// The map region centred on the location's coordinate, when there is one.
  public var mapRegion: MapRegion?

  /// The content for `item`, writing its date with `dateFormat`.
  public init(item: ToDoItem, dateFormat: ItemDateFormat) {
    title = item.title
    dateText = item.timestamp.map(dateFormat.string(fromTimestamp:)) ?? ""
    locationName = item.location?.name ?? ""
    itemDescription = item.itemDescription ?? ""
    mapRegion = item.location?.coordinate.map {
      MapRegion(
        center: $0, latitudinalMeters: Self.mapSpanInMeters,
        longitudinalMeters: Self.mapSpanInMeters)
    }
  }
}
