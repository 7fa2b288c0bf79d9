extension ToDoItem {
  /// The item as a property-list dictionary.
  var plistDict: [String: Any] {
    ["title": title]
  }

  /// Reads an item from a property-list dictionary; `nil` without a title.
  init?(dict: [String: Any]) {
    self.init(title: dict["title"] as? String ?? "")
  }
}
