/// Why the menu items could not be built. It bridges to `NSError` with the domain
/// "MenuItemBuilderErrorDomain", which code written for the tutorial's errors expects.
enum MenuItemBuilderError: MenuError, Equatable {
  /// The codes of the error domain.
  enum Code: Int {
    case missingTitle = 0
  }

  /// A dictionary has no title, so no item is built at all.
  case missingTitle

  static var errorDomain: String { "MenuItemBuilderErrorDomain" }

  var code: Code { .missingTitle }

  var description: String { "All menu items must have a title" }
}
