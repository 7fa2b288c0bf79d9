/// The two sections of the item list: unchecked items first, checked items below them.
enum ItemSection: Int {
  case toDo = 1
  case done = 2
}
