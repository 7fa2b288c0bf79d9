/// Why the menu items could not be built.
enum MenuItemBuilderError: Error, Equatable {
  /// A dictionary has no title, so no item is built at all.
  case missingTitle
}
