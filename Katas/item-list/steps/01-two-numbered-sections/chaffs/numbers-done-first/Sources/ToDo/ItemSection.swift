/// The two sections of the item list: unchecked items first, checked items below them.
enum ItemSection: Int {
  case done = 0
  case toDo = 1
}
