/// Keeps the items to do and the items done.
final class ItemManager {
  private var toDoItems: [ToDoItem] = []
  private var doneItems: [ToDoItem] = []

  var toDoCount: Int { toDoItems.count }
  var doneCount: Int { doneItems.count }

  func add(_ item: ToDoItem) {
    toDoItems.append(item)
  }

  func item(at index: Int) -> ToDoItem {
    toDoItems[index]
  }

  func checkItem(at index: Int) {
    let item = toDoItems.remove(at: index)
    doneItems.append(item)
  }

  func doneItem(at index: Int) -> ToDoItem {
    doneItems[index]
  }
}
