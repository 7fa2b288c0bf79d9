/// Keeps the items to do and the items done.
final class ItemManager {
  let doneCount = 0
  private var toDoItems: [ToDoItem] = []

  var toDoCount: Int { toDoItems.count }

  func add(_ item: ToDoItem) {
    toDoItems.append(item)
  }

  func item(at index: Int) -> ToDoItem {
    toDoItems[index]
  }

  func checkItem(at index: Int) {
    toDoItems.removeLast()
  }
}
