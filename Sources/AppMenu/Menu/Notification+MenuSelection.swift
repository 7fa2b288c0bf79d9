import Foundation

extension Notification.Name {
  /// Posted when the user selects a menu item; the user info holds it under
  /// ``MenuSelectionKey/menuItem``.
  public static let menuTableDataSourceDidSelectItem = Notification.Name(
    "MenuTableDataSourceDidSelectItemNotification")
}

/// The keys of the user info of the menu selection notification.
public enum MenuSelectionKey {
  /// The selected ``MenuItem``.
  public static let menuItem = "menuItem"
}
