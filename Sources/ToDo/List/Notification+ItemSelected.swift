import Foundation

extension Notification.Name {
  /// Posted by the item list when the user selects an unchecked item; the user info holds
  /// the selected row under ``ItemSelectedKey/index``.
  public static let itemSelected = Notification.Name("ItemSelectedNotification")
}

/// The keys of the user info of `Notification.Name.itemSelected`.
public enum ItemSelectedKey {
  /// The row of the selected item in the to-do list, an `Int`.
  public static let index = "index"
}
