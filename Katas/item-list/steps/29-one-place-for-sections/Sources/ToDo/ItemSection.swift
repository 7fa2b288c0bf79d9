/// The two sections of the item list: unchecked items first, checked items below them.
enum ItemSection: Int {
  case toDo = 0
  case done = 1

  /// The section numbered `index`; any other number is a programmer error and traps.
  init(_ index: Int) {
    guard let section = ItemSection(rawValue: index) else {
      preconditionFailure("the item list has no section \(index)")
    }
    self = section
  }

  /// The header above the section, if any.
  var headerTitle: String? {
    switch self {
    case .toDo: nil
    case .done: "Finished"
    }
  }

  /// The title of the swipe action that moves a row to the other section.
  var swipeActionTitle: String {
    switch self {
    case .toDo: "Check"
    case .done: "Uncheck"
    }
  }
}
