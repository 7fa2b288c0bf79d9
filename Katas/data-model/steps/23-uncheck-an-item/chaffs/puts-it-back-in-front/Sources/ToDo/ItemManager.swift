/// Keeps the items to do and the items done. Both counts follow from the two lists.
final class ItemManager {
  private var toDoItems: [ToDoItem] = []
  private var doneItems: [ToDoItem] = []

  /// The number of items still to do.
  var toDoCount: Int { toDoItems.count }
  /// The number of items checked as done.
  var doneCount: Int { doneItems.count }

  /// Appends `item` to the items to do, unless an equal item is already there.
  func add(_ item: ToDoItem) {
    guard !toDoItems.contains(item) else { return }
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
    toDoItems.insert(doneItems.remove(at: index), at: 0)
  }
}
