/// Turns an item into the texts its cell shows: an unchecked item its title, location and
/// date; a checked one only its title, struck through.
struct ItemCellConfigurator {
  let dateFormat: ItemDateFormat

  func content(for item: ToDoItem, isChecked: Bool) -> ItemCellContent {
    guard !isChecked else {
      return ItemCellContent(
        title: item.title, isTitleStruckThrough: true, locationText: "", dateText: "")
    }
    return ItemCellContent(
      title: item.title,
      isTitleStruckThrough: true,
      locationText: item.location?.name ?? "",
      dateText: item.timestamp.map(dateFormat.string(fromTimestamp:)) ?? "")
  }
}
