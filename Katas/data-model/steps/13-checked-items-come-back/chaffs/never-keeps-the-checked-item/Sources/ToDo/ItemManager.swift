/// Keeps the items to do and the items done.
final class ItemManager {
  private var toDoItems: [ToDoItem] = []
  private var doneItems: [ToDoItem] = []

  var toDoCount: Int { toDoItems.count }
  private(set) var doneCount = 0

  func add(_ item: ToDoItem) {
    toDoItems.append(item)
  }

  func item(at index: Int) -> ToDoItem {
    toDoItems[index]
  }

  func checkItem(at index: Int) {
    toDoItems.remove(at: index)
    doneCount += 1
  }

  func doneItem(at index: Int) -> ToDoItem {
    doneItems[index]
  }
}
