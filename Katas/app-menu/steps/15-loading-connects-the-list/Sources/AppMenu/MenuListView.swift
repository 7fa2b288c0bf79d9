/// The list on the menu screen: it asks its data source and tells its delegate.
@MainActor
protocol MenuListView: AnyObject {
  var dataSource: MenuTableDataSource? { get set }
  var delegate: MenuTableDataSource? { get set }
}
