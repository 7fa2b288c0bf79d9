/// Turns an item into the texts its cell shows.
///
/// An unchecked item shows its title, its location's name and its date; a checked item only
/// its title, struck through.
public struct ItemCellConfigurator {
  /// The format of the date text; its formatter is made once, with the configurator.
  public let dateFormat: ItemDateFormat

  /// Creates a configurator that writes dates with `dateFormat`.
  public init(dateFormat: ItemDateFormat) {
    self.dateFormat = dateFormat
  }

  /// The texts of the cell for `item`, checked or not.
  public func content(for item: ToDoItem, isChecked: Bool) -> ItemCellContent {
    guard !isChecked else {
      return ItemCellContent(
        title: item.title, isTitleStruckThrough: true, locationText: "", dateText: "")
    }
    return ItemCellContent(
      title: item.title,
      isTitleStruckThrough: false,
      locationText: item.location?.name ?? "",
      dateText: item.timestamp.map(dateFormat.string(fromTimestamp:)) ?? ""
    )
  }
}
