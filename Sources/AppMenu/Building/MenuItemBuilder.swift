/// Turns the menu's raw metadata into menu items, or fails.
public protocol MenuItemBuilder {
  /// One menu item per dictionary of `metadata`, in order.
  func buildMenuItems(from metadata: [[String: String]]) throws -> [MenuItem]
}
