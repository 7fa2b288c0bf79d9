extension ToDoItem {
  private enum Key {
    static let title = "title"
    static let itemDescription = "itemDescription"
    static let timestamp = "timestamp"
    static let location = "location"
  }

  /// The item as a property-list dictionary.
  var plistDict: [String: Any] {
    [
      Key.title: title,
      Key.itemDescription: itemDescription as Any,
      Key.timestamp: timestamp as Any,
    ]
  }

  /// Reads an item from a property-list dictionary; `nil` without a title.
  init?(dict: [String: Any]) {
    guard let title = dict[Key.title] as? String else { return nil }
    self.init(
      title: title,
      itemDescription: dict[Key.itemDescription] as? String,
      timestamp: dict[Key.timestamp] as? Double,
      location: (dict[Key.location] as? [String: Any]).flatMap(Location.init(dict:)))
  }
}
