import Foundation

extension Notification.Name {
  /// Posted when the user selects a menu item; the item is under `MenuSelectionKey.menuItem`.
  static let menuTableDataSourceDidSelectItem = Notification.Name(
    "MenuTableDataSourceDidSelectItemNotification")
}

/// The keys of the user info of the menu selection notification.
enum MenuSelectionKey {
  static let menuItem = "menuItem"
}
