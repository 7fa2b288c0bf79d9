/// Keeps the items to do and the items done.
final class ItemManager {
  private(set) var toDoCount = 0
  let doneCount = 0

  func add(_ item: ToDoItem) {
    toDoCount += 2
  }
}
