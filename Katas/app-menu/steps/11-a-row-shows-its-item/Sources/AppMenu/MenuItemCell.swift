/// A row of the menu list, as the data source needs it.
protocol MenuItemCell: AnyObject {
  func show(title: String, subtitle: String?, iconName: String?)
}
