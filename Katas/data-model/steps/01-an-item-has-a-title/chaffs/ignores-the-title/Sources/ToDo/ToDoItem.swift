/// Something to do: a title and, step by step, more about it.
struct ToDoItem {
  let title: String

  init(title: String) {
    self.title = ""
  }
}
