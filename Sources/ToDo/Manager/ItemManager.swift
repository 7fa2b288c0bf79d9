import Foundation

/// Keeps the two lists of the app: the items still to do and the items checked as done.
///
/// A reference type, so that the list, the input form and the detail screen share one
/// instance and see each other's changes. It is not `Sendable`: the isolation domain that
/// made it owns it, which in the app is the main actor of the presenters that share it.
/// A manager made with ``init(storeURL:)`` reads its lists from a property-list file and writes
/// them back when ``save()`` is called; one made with ``init()`` lives in memory only.
public final class ItemManager {
  private var toDoItems: [ToDoItem] = []
  private var doneItems: [ToDoItem] = []
  private let store: ItemStore?

  /// Creates an empty manager that is never written anywhere.
  public init() {
    store = nil
  }

  /// Creates a manager with the lists stored at `storeURL`.
  ///
  /// A missing file is an empty store. A file that cannot be read or is not a valid store
  /// throws an ``ItemStoreError`` naming it, and is left as it is.
  public init(storeURL: URL) throws(ItemStoreError) {
    let store = ItemStore(url: storeURL)
    let lists = try store.load()
    self.store = store
    toDoItems = lists.toDo
    doneItems = lists.done
  }

  /// The number of items still to do.
  public var toDoCount: Int { toDoItems.count }

  /// The number of items checked as done.
  public var doneCount: Int { doneItems.count }

  /// Appends `item` to the to-do list, unless an equal item is already in either list.
  public func add(_ item: ToDoItem) {
    guard !toDoItems.contains(item), !doneItems.contains(item) else { return }
    toDoItems.append(item)
  }

  /// The item at `index` of the to-do list; the index must be valid.
  public func item(at index: Int) -> ToDoItem {
    toDoItems[index]
  }

  /// The item at `index` of the done list; the index must be valid.
  public func doneItem(at index: Int) -> ToDoItem {
    doneItems[index]
  }

  /// Moves the to-do item at `index` to the end of the done list.
  public func checkItem(at index: Int) {
    doneItems.append(toDoItems.remove(at: index))
  }

  /// Moves the done item at `index` back to the end of the to-do list.
  public func uncheckItem(at index: Int) {
    toDoItems.append(doneItems.remove(at: index))
  }

  /// Empties both lists.
  public func removeAll() {
    toDoItems.removeAll()
    doneItems.removeAll()
  }

  /// Writes both lists to the store file atomically; does nothing for an in-memory manager.
  ///
  /// The parent folder is created when it is missing. On failure the previous file is intact.
  public func save() throws(ItemStoreError) {
    try store?.save(ItemLists(toDo: toDoItems, done: doneItems))
  }
}
