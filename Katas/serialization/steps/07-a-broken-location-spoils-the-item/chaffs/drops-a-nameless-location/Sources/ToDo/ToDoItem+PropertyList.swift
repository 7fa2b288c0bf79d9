extension ToDoItem {
  private enum Key {
    static let title = "title"
    static let itemDescription = "itemDescription"
    static let timestamp = "timestamp"
    static let location = "location"
  }

  /// The item as a property-list dictionary, leaving out the properties that are `nil`:
  /// a property list has no way to say "nothing".
  var plistDict: [String: Any] {
    var dict: [String: Any] = [Key.title: title]
    dict[Key.itemDescription] = itemDescription
    dict[Key.timestamp] = timestamp
    dict[Key.location] = location?.plistDict
    return dict
  }

  /// Reads an item from a property-list dictionary; `nil` without a title, or with a
  /// location that is not a valid location.
  init?(dict: [String: Any]) {
    guard let title = dict[Key.title] as? String else { return nil }
    var location: Location?
    if let value = dict[Key.location] {
      guard let locationDict = value as? [String: Any] else { return nil }
      location = Location(dict: locationDict)
    }
    self.init(
      title: title,
      itemDescription: dict[Key.itemDescription] as? String,
      timestamp: dict[Key.timestamp] as? Double,
      location: location)
  }
}
