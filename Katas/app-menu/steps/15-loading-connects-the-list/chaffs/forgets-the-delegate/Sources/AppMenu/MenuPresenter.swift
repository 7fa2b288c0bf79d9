import Foundation

/// The logic of the menu screen: its title, its list, and the screens a selection opens.
@MainActor
final class MenuPresenter {
  let title = "App Menu"
  let dataSource: MenuTableDataSource

  init(dataSource: MenuTableDataSource) {
    self.dataSource = dataSource
  }

  /// Connects `list` to the data source.
  func viewDidLoad(_ list: some MenuListView) {
    list.dataSource = dataSource
  }
}
