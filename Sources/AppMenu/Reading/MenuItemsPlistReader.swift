import Foundation

/// Reads the menu's metadata from a property list in a bundle: an array of dictionaries
/// with the keys `title`, `subTitle`, `iconName` and `tapHandlerName`.
public struct MenuItemsPlistReader: MenuItemsReader {
  /// The name of the property list, without the `.plist` extension.
  public let plistToReadFrom: String
  private let bundle: Bundle

  /// Creates a reader of `<plistToReadFrom>.plist` in the bundle of this module, which holds
  /// the sample menu.
  public init(plistToReadFrom: String) {
    self.init(plistToReadFrom: plistToReadFrom, bundle: .module)
  }

  /// Creates a reader of `<plistToReadFrom>.plist` in `bundle`.
  public init(plistToReadFrom: String, bundle: Bundle) {
    self.plistToReadFrom = plistToReadFrom
    self.bundle = bundle
  }

  /// The metadata of every item.
  ///
  /// - Throws: ``MenuItemsPlistReaderError``.
  public func readMenuItems() throws(MenuItemsPlistReaderError) -> [[String: String]] {
    guard let url = bundle.url(forResource: plistToReadFrom, withExtension: "plist"),
      let data = try? Data(contentsOf: url)
    else {
      throw MenuItemsPlistReaderError.fileNotFound(plistName: plistToReadFrom)
    }
    guard
      let items = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [[String: String]]
    else {
      throw MenuItemsPlistReaderError.invalidFormat(plistName: plistToReadFrom)
    }
    return items
  }
}
