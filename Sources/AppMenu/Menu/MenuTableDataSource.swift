import Foundation

/// The data source and delegate of the menu list: one section, a row per item.
///
/// Selecting a row posts `Notification.Name.menuTableDataSourceDidSelectItem`
/// with the item, which the menu screen listens for while it is visible. It never changes
/// after it is made, so any thread may use it.
public final class MenuTableDataSource: Sendable {
  /// The items, in menu order.
  public let menuItems: [MenuItem]
  private let notificationCenter: NotificationCenter

  /// Creates the data source of `menuItems`, posting selections to `notificationCenter`.
  public init(menuItems: [MenuItem], notificationCenter: NotificationCenter = .default) {
    self.menuItems = menuItems
    self.notificationCenter = notificationCenter
  }

  /// Always 1.
  public var numberOfSections: Int { 1 }

  /// The number of items.
  public func numberOfRows(inSection section: Int) -> Int {
    menuItems.count
  }

  /// Shows the item of `row` in `cell`.
  @MainActor
  public func configure(_ cell: some MenuItemCell, forRow row: Int) {
    let item = menuItems[row]
    cell.show(title: item.title, subtitle: item.subTitle, iconName: item.iconName)
  }

  /// Posts the selection of the item of `row`.
  public func didSelectRow(_ row: Int) {
    notificationCenter.post(
      name: .menuTableDataSourceDidSelectItem, object: self,
      userInfo: [MenuSelectionKey.menuItem: menuItems[row]])
  }
}
