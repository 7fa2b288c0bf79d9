/// The two lists a manager keeps, as they are stored together.
struct ItemLists: Equatable {
  var toDo: [ToDoItem] = []
  var done: [ToDoItem] = []
}
