import CommandLineSupport
import Foundation
import ToDo

/// The numbers `todo` shows and takes: each item keeps the number it was first listed with
/// until it is removed, so `todo check 1` twice never reaches two different items.
///
/// The app's list screen numbers rows by position, which changes with every check; a
/// command line needs names that stay. The numbers live beside the store in
/// `NAME.numbers.json`, keyed by each item's content (the manager never holds two equal
/// items). The file is only an index: an item it does not know gets the next number, a key
/// whose item is gone is dropped, and a missing or unreadable file numbers the items afresh.
struct ItemNumbers: Equatable {
  /// Each known item's number, by the item's key.
  private(set) var numbers: [String: Int] = [:]
  /// The number the next new item gets; numbers of removed items are not given again.
  private(set) var next = 1

  /// Where the numbers of the store at `storeURL` are kept.
  static func url(forStore storeURL: URL) -> URL {
    storeURL.deletingPathExtension().appendingPathExtension("numbers.json")
  }

  /// The numbers read from `url`; none when the file is missing or not ours to read.
  init(contentsOf url: URL) {
    guard let data = try? Data(contentsOf: url),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let next = object["next"] as? Int, let numbers = object["numbers"] as? [String: Int]
    else { return }
    self.numbers = numbers
    self.next = next
  }

  /// Numbers for every item of `manager`, in list order for the new ones.
  mutating func assign(to manager: ItemManager) {
    let keys = Self.items(of: manager).map { Self.key(of: $0.item) }
    numbers = numbers.filter { keys.contains($0.key) }
    if numbers.isEmpty { next = 1 }
    next = max(next, (numbers.values.max() ?? 0) + 1)
    for key in keys where numbers[key] == nil {
      numbers[key] = next
      next += 1
    }
  }

  /// The number of `item`, once assigned.
  func number(of item: ToDoItem) -> Int? {
    numbers[Self.key(of: item)]
  }

  /// The item numbered `number` in `manager`, with where it is: its section and row.
  func item(numbered number: Int, in manager: ItemManager)
    -> (item: ToDoItem, section: ItemSection, row: Int)?
  {
    Self.items(of: manager).first { self.number(of: $0.item) == number }
  }

  /// Writes the numbers to `url` atomically.
  func write(to url: URL) throws {
    let object: [String: Any] = ["next": next, "numbers": numbers]
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    try AtomicFile.write(data, to: url)
  }

  /// Every item of `manager` with its section and row: to do first, then finished.
  static func items(of manager: ItemManager) -> [(item: ToDoItem, section: ItemSection, row: Int)] {
    (0..<manager.toDoCount).map { (manager.item(at: $0), .toDo, $0) }
      + (0..<manager.doneCount).map { (manager.doneItem(at: $0), .done, $0) }
  }

  /// A text that differs exactly when two items differ: every field, in a fixed order.
  static func key(of item: ToDoItem) -> String {
    let fields: [Any] = [
      item.title, item.itemDescription ?? NSNull(), item.timestamp ?? NSNull(),
      item.location?.name ?? NSNull(), item.location?.coordinate?.latitude ?? NSNull(),
      item.location?.coordinate?.longitude ?? NSNull(),
    ]
    let data = (try? JSONSerialization.data(withJSONObject: fields)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
