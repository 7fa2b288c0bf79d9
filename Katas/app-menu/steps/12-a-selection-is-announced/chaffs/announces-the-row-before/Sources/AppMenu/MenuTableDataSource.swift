import Foundation

/// The data source and delegate of the menu list: one section, a row per item.
final class MenuTableDataSource {
  let menuItems: [MenuItem]
  private let notificationCenter: NotificationCenter

  init(menuItems: [MenuItem], notificationCenter: NotificationCenter = .default) {
    self.menuItems = menuItems
    self.notificationCenter = notificationCenter
  }

  var numberOfSections: Int { 1 }

  func numberOfRows(inSection section: Int) -> Int {
    menuItems.count
  }

  /// Shows the item of `row` in `cell`.
  @MainActor
  func configure(_ cell: some MenuItemCell, forRow row: Int) {
    let item = menuItems[row]
    cell.show(title: item.title, subtitle: item.subTitle, iconName: item.iconName)
  }

  /// Posts the selection of the item of `row`.
  func didSelectRow(_ row: Int) {
    notificationCenter.post(
      name: .menuTableDataSourceDidSelectItem, object: self,
      userInfo: [MenuSelectionKey.menuItem: menuItems[row - 1]])
  }
}
