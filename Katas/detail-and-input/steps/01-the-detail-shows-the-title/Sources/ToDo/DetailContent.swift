/// Everything the detail screen shows of one item.
struct DetailContent: Equatable {
  var title: String

  /// The content for `item`, writing its date with `dateFormat`.
  init(item: ToDoItem, dateFormat: ItemDateFormat) {
    title = item.title
  }
}
