import Foundation

/// Reads and writes the two item lists as a property-list file.
///
/// The file is a dictionary with a format version and one array of item dictionaries per
/// list. An empty store is a valid file. Writing goes to a temporary file in the same folder
/// that is then renamed over the old one, so a failed save never leaves a half-written store.
struct ItemStore {
  private enum Key {
    static let version = "version"
    static let toDo = "toDo"
    static let done = "done"
  }

  /// The format version this code writes and reads.
  static let formatVersion = 1

  let url: URL

  func load() throws(ItemStoreError) -> ItemLists {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      return ItemLists()
    }
    guard !isFolder.boolValue else {
      throw ItemStoreError.unreadable(url, reason: "it is a folder, not a file")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ItemStoreError.unreadable(url, reason: Self.reason(for: error))
    }
    return try decode(data)
  }

  func save(_ lists: ItemLists) throws(ItemStoreError) {
    let root: [String: Any] = [
      Key.version: Self.formatVersion,
      Key.toDo: lists.toDo.map(\.plistDict),
      Key.done: lists.done.map(\.plistDict),
    ]
    do {
      let data = try PropertyListSerialization.data(
        fromPropertyList: root, format: .xml, options: 0)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    } catch {
      throw ItemStoreError.unwritable(url, reason: Self.reason(for: error))
    }
  }

  private func decode(_ data: Data) throws(ItemStoreError) -> ItemLists {
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      throw ItemStoreError.damaged(url, reason: "not a property list")
    }
    guard let dict = root as? [String: Any] else {
      throw ItemStoreError.damaged(url, reason: "expected a dictionary at the top level")
    }
    guard let version = dict[Key.version] as? Int else {
      throw ItemStoreError.damaged(url, reason: "missing format version")
    }
    guard version == Self.formatVersion else {
      throw ItemStoreError.damaged(
        url, reason: "format version \(version) is not supported (expected \(Self.formatVersion))")
    }
    return ItemLists(toDo: try items(Key.toDo, in: dict), done: try items(Key.done, in: dict))
  }

  private func items(_ key: String, in dict: [String: Any]) throws(ItemStoreError)
    -> [ToDoItem]
  {
    guard let entries = dict[key] as? [Any] else {
      throw ItemStoreError.damaged(url, reason: "missing list \"\(key)\"")
    }
    return try entries.enumerated().map { (offset, entry) throws(ItemStoreError) in
      guard let entryDict = entry as? [String: Any], let item = ToDoItem(dict: entryDict) else {
        throw ItemStoreError.damaged(
          url, reason: "entry \(offset + 1) of \"\(key)\" is not an item")
      }
      return item
    }
  }

  /// Why saving failed, in the system's own words when the error has a POSIX cause
  /// ("Permission denied"), else in Foundation's.
  static func reason(for error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    return nsError.localizedDescription
  }
}
