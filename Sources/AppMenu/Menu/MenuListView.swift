/// The list on the menu screen: it asks its data source and tells its delegate.
@MainActor
public protocol MenuListView: AnyObject {
  /// Where the list gets its rows.
  var dataSource: MenuTableDataSource? { get set }
  /// What the list tells about selections.
  var delegate: MenuTableDataSource? { get set }
}
