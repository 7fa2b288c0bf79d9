/// A row of the menu list, as the data source needs it.
@MainActor
protocol MenuItemCell: AnyObject {
  func show(title: String, subtitle: String?, iconName: String?)
}
