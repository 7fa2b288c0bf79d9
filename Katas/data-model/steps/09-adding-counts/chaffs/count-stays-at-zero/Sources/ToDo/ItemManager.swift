/// Keeps the items to do and the items done.
final class ItemManager {
  let toDoCount = 0
  let doneCount = 0
  private var toDoItems: [ToDoItem] = []

  func add(_ item: ToDoItem) {
    toDoItems.append(item)
  }
}
