/// The composition root of the app menu: it wires the real collaborators together.
@MainActor
public enum ObjectConfigurator {
  /// The name of the property list with the menu.
  public static let menuItemsPlistName = "menuItems"

  /// A manager reading `menuItems.plist` and building items with the default builder.
  public static func appMenuManager(reportError: @escaping (any Error) -> Void = { _ in })
    -> AppMenuManager
  {
    AppMenuManager(
      menuItemsReader: MenuItemsPlistReader(plistToReadFrom: menuItemsPlistName),
      menuItemBuilder: MenuItemDefaultBuilder(), reportError: reportError)
  }
}
