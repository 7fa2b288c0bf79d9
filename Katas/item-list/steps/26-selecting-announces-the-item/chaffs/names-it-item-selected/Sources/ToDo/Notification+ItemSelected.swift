import Foundation

extension Notification.Name {
  /// Posted when the user selects an unchecked item; the row is under `ItemSelectedKey.index`.
  static let itemSelected = Notification.Name("itemSelected")
}

/// The keys of the user info of `.itemSelected`.
enum ItemSelectedKey {
  static let index = "index"
}
