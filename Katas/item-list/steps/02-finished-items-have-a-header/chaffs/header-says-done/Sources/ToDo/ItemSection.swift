/// The two sections of the item list: unchecked items first, checked items below them.
enum ItemSection: Int {
  case toDo = 0
  case done = 1

  /// The header above the section, if any.
  var headerTitle: String? {
    switch self {
    case .toDo: nil
    case .done: "Done"
    }
  }
}
