import Foundation

/// Reads the menu's metadata from a property list in a bundle.
struct MenuItemsPlistReader: MenuItemsReader {
  let plistToReadFrom: String
  private let bundle: Bundle

  /// A reader of `<plistToReadFrom>.plist` in this module's bundle, which holds the sample menu.
  init(plistToReadFrom: String) {
    self.init(plistToReadFrom: plistToReadFrom, bundle: .module)
  }

  /// A reader of `<plistToReadFrom>.plist` in `bundle`.
  init(plistToReadFrom: String, bundle: Bundle) {
    self.plistToReadFrom = plistToReadFrom
    self.bundle = bundle
  }

  func readMenuItems() throws -> [[String: String]] {
    guard let url = Bundle.module.url(forResource: plistToReadFrom, withExtension: "plist"),
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
