import Foundation

/// Reads and writes the two item lists as a property-list file: a dictionary with a format
/// version and one array of item dictionaries per list.
struct ItemStore {
  private enum Key {
    static let version = "version"
    static let toDo = "toDo"
    static let done = "done"
  }

  /// The format version this code writes and reads.
  static let formatVersion = 1

  let url: URL

  /// The stored lists; empty when there is no file yet.
  func load() throws -> ItemLists {
    guard let data = try? Data(contentsOf: url) else { return ItemLists() }
    guard
      let root = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: Any]
    else {
      throw ItemStoreError.damaged(url, reason: "not a property list")
    }
    guard root[Key.version] as? Int == Self.formatVersion else {
      throw ItemStoreError.damaged(url, reason: "not format version \(Self.formatVersion)")
    }
    return ItemLists(toDo: try items(Key.toDo, of: root), done: try items(Key.done, of: root))
  }

  /// Writes `lists` to a temporary file, then renames it over the store file, creating
  /// missing folders: a failed save leaves the old file whole.
  func save(_ lists: ItemLists) throws {
    let root: [String: Any] = [
      Key.version: Self.formatVersion,
      Key.toDo: lists.toDo.map(\.plistDict),
      Key.done: lists.done.map(\.plistDict),
    ]
    let data = try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }

  private func items(_ key: String, of root: [String: Any]) throws -> [ToDoItem] {
    guard let entries = root[key] as? [Any] else {
      throw ItemStoreError.damaged(url, reason: "missing list \"\(key)\"")
    }
    return try entries.enumerated().map { offset, entry in
      guard let dict = entry as? [String: Any], let item = ToDoItem(dict: dict) else {
        throw ItemStoreError.damaged(
          url, reason: "entry \(offset + 1) of \"\(key)\" is not an item")
      }
      return item
    }
  }
}
