import Foundation

/// Reads the menu's metadata from a property list in a bundle.
struct MenuItemsPlistReader: MenuItemsReader {
  let plistToReadFrom: String

  func readMenuItems() throws -> [[String: String]] {
    let fileName = "\(plistToReadFrom).plist"
    guard let url = Bundle.module.url(forResource: plistToReadFrom, withExtension: "plist"),
      let data = try? Data(contentsOf: url)
    else {
      throw MenuItemsPlistReaderError.fileNotFound(plistName: fileName)
    }
    guard
      let items = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [[String: String]]
    else {
      throw MenuItemsPlistReaderError.fileNotFound(plistName: fileName)
    }
    return items
  }
}
