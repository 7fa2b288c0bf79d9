/// Keeps the items to do and the items done.
final class ItemManager {
  private(set) var doneCount = 0
  private var toDoItems: [ToDoItem] = []

  var toDoCount: Int { toDoItems.count }

  func add(_ item: ToDoItem) {
    toDoItems.append(item)
  }

  func item(at index: Int) -> ToDoItem {
    toDoItems[index]
  }

  func checkItem(at index: Int) {
    toDoItems.remove(at: toDoItems.count - 1 - index)
    doneCount += 1
  }
}
