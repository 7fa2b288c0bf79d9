/// Turns the menu's raw metadata into menu items, or fails.
protocol MenuItemBuilder {
  func buildMenuItems(from metadata: [[String: String]]) throws -> [MenuItem]
}
