import Foundation

/// Keeps the items to do and the items done, in memory or in a property-list file.
final class ItemManager {
  private var toDoItems: [ToDoItem] = []
  private var doneItems: [ToDoItem] = []
  private let storeURL: URL?

  /// A manager that lives in memory only.
  init() {
    storeURL = nil
  }

  /// A manager whose lists are stored at `storeURL`; a missing file is an empty store.
  init(storeURL: URL) throws {
    self.storeURL = storeURL
    guard let data = try? Data(contentsOf: storeURL) else { return }
    guard
      let root = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: Any]
    else {
      throw ItemStoreError.damaged(storeURL, reason: "not a property list")
    }
    guard root["version"] as? Int == 1 else {
      throw ItemStoreError.damaged(storeURL, reason: "not format version 1")
    }
    toDoItems = try Self.items("toDo", of: root, in: storeURL)
    doneItems = try Self.items("done", of: root, in: storeURL)
  }

  /// The number of items still to do.
  var toDoCount: Int { toDoItems.count }
  /// The number of items checked as done.
  var doneCount: Int { doneItems.count }

  /// Appends `item` to the items to do, unless an equal item is in either list.
  func add(_ item: ToDoItem) {
    guard !toDoItems.contains(item), !doneItems.contains(item) else { return }
    toDoItems.append(item)
  }

  /// The item to do at `index`.
  func item(at index: Int) -> ToDoItem {
    toDoItems[index]
  }

  /// The done item at `index`.
  func doneItem(at index: Int) -> ToDoItem {
    doneItems[index]
  }

  /// Moves the item to do at `index` to the end of the done items.
  func checkItem(at index: Int) {
    doneItems.append(toDoItems.remove(at: index))
  }

  /// Empties both lists.
  func removeAll() {
    toDoItems.removeAll()
    doneItems.removeAll()
  }

  /// Moves the done item at `index` back to the end of the items to do.
  func uncheckItem(at index: Int) {
    toDoItems.append(doneItems.remove(at: index))
  }

  /// The items of the list under `key`; a missing list or an entry that is not an item
  /// makes the store damaged.
  private static func items(_ key: String, of root: [String: Any], in url: URL) throws
    -> [ToDoItem]
  {
    let entries = root[key] as? [Any] ?? []
    return try entries.enumerated().map { offset, entry in
      guard let dict = entry as? [String: Any], let item = ToDoItem(dict: dict) else {
        throw ItemStoreError.damaged(
          url, reason: "entry \(offset + 1) of \"\(key)\" is not an item")
      }
      return item
    }
  }

  /// Writes both lists to the store file.
  func save() throws {
    guard let storeURL else { return }
    let root: [String: Any] = [
      "version": 1,
      "toDo": toDoItems.map(\.plistDict),
      "done": doneItems.map(\.plistDict),
    ]
    let data = try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
    try data.write(to: storeURL)
  }
}
