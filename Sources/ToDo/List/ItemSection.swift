/// The two sections of the item list: unchecked items first, checked items below them.
public enum ItemSection: Int, CaseIterable, Sendable {
  /// Section 0: the items still to do.
  case toDo = 0
  /// Section 1: the items checked as done, under the header "Finished".
  case done = 1

  /// The section with number `index`; any other number is a programmer error and traps.
  public init(_ index: Int) {
    guard let section = ItemSection(rawValue: index) else {
      preconditionFailure("the item list has no section \(index)")
    }
    self = section
  }

  /// The header shown above the section, if any.
  public var headerTitle: String? {
    switch self {
    case .toDo: nil
    case .done: "Finished"
    }
  }

  /// The title of the swipe action that moves a row to the other section.
  public var swipeActionTitle: String {
    switch self {
    case .toDo: "Check"
    case .done: "Uncheck"
    }
  }
}
