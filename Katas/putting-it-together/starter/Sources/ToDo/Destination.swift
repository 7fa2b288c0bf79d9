/// A screen the app can go to, with what that screen needs.
enum Destination: Equatable {
  /// The input screen, adding to this manager (shared, not copied).
  case input(ItemManager)
  /// The detail screen of the to-do item at `index` of this manager.
  case detail(ItemManager, index: Int)

  /// Destinations are equal when they go to the same screen with the very same manager.
  static func == (lhs: Destination, rhs: Destination) -> Bool {
    switch (lhs, rhs) {
    case (.input(let left), .input(let right)):
      left === right
    case (.detail(let left, let leftIndex), .detail(let right, let rightIndex)):
      left === right && leftIndex == rightIndex
    default:
      false
    }
  }
}
