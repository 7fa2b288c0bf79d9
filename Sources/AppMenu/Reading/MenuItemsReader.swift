/// Reads the raw metadata of the menu: one string dictionary per item, or an error.
///
/// The manager depends on this protocol, so tests hand it a fake instead of a file.
public protocol MenuItemsReader {
  /// The metadata of every menu item, in menu order.
  func readMenuItems() throws -> [[String: String]]
}
