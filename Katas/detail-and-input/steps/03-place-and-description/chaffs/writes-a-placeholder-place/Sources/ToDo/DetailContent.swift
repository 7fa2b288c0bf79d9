/// Everything the detail screen shows of one item.
struct DetailContent: Equatable {
  var title: String
  var dateText: String
  var locationName: String
  var itemDescription: String

  /// The content for `item`, writing its date with `dateFormat`.
  init(item: ToDoItem, dateFormat: ItemDateFormat) {
    title = item.title
    dateText = item.timestamp.map(dateFormat.string(fromTimestamp:)) ?? ""
    locationName = item.location?.name ?? "No place"
    itemDescription = item.itemDescription ?? ""
  }
}
