/// Turns an item into the texts its cell shows.
struct ItemCellConfigurator {
  let dateFormat: ItemDateFormat

  func content(for item: ToDoItem, isChecked: Bool) -> ItemCellContent {
    ItemCellContent(title: item.title, locationText: item.location?.name ?? "No location")
  }
}
