/// Keeps the items to do and the items done.
final class ItemManager {
  let toDoCount = 0
  private(set) var doneCount = 0

  func add(_ item: ToDoItem) {
    doneCount += 1
  }
}
