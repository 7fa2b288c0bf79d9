/// Reads the raw metadata of the menu: one string dictionary per item, or an error.
protocol MenuItemsReader {
  func readMenuItems() throws -> [[String: String]]
}
