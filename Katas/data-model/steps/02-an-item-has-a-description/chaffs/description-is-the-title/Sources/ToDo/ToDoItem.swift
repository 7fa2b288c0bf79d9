/// Something to do: a title and, step by step, more about it.
struct ToDoItem {
  let title: String
  let itemDescription: String?

  init(
    title: String,
    itemDescription: String? = nil
  ) {
    self.title = title
    self.itemDescription = title
  }
}
