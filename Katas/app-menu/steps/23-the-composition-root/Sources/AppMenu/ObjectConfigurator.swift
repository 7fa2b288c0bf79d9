/// The composition root of the app menu: the one place that wires the real collaborators.
@MainActor
enum ObjectConfigurator {
  /// The name of the property list with the menu.
  static let menuItemsPlistName = "menuItems"

  /// A manager reading `menuItems.plist` and building items with the default builder.
  static func appMenuManager(reportError: @escaping (any Error) -> Void = { _ in })
    -> AppMenuManager
  {
    AppMenuManager(
      menuItemsReader: MenuItemsPlistReader(plistToReadFrom: menuItemsPlistName),
      menuItemBuilder: MenuItemDefaultBuilder(), reportError: reportError)
  }
}
