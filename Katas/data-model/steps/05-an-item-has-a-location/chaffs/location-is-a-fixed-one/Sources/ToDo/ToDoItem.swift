/// Something to do: a title and, step by step, more about it.
struct ToDoItem {
  let title: String
  let itemDescription: String?
  let timestamp: Double?
  let location: Location?

  init(
    title: String,
    itemDescription: String? = nil,
    timestamp: Double? = nil,
    location: Location? = nil
  ) {
    self.title = title
    self.itemDescription = itemDescription
    self.timestamp = timestamp
    self.location = Location(name: "")
  }
}
