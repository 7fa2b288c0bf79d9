/// A row of the menu list, as the data source needs it.
@MainActor
public protocol MenuItemCell: AnyObject {
  /// Shows an item's title, subtitle and icon.
  func show(title: String, subtitle: String?, iconName: String?)
}
