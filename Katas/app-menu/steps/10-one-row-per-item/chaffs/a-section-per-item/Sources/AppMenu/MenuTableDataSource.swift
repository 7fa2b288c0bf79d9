import Foundation

/// The data source and delegate of the menu list: one section, a row per item.
final class MenuTableDataSource {
  let menuItems: [MenuItem]

  init(menuItems: [MenuItem]) {
    self.menuItems = menuItems
  }

  var numberOfSections: Int { menuItems.count }

  func numberOfRows(inSection section: Int) -> Int {
    1
  }
}
