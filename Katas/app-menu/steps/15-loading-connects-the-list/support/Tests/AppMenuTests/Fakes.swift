@testable import AppMenu

/// A cell that records what it was asked to show.
@MainActor
final class FakeMenuItemCell: MenuItemCell {
  private(set) var shown: [(title: String, subtitle: String?, iconName: String?)] = []

  func show(title: String, subtitle: String?, iconName: String?) {
    shown.append((title, subtitle, iconName))
  }
}

let sampleItems = [
  MenuItem(title: "Contributions", tapHandlerName: "ContributionsViewController"),
  MenuItem(title: "Repositories", tapHandlerName: "RepositoriesViewController"),
]

/// A list view that keeps its data source and delegate.
@MainActor
final class FakeMenuListView: MenuListView {
  var dataSource: MenuTableDataSource?
  var delegate: MenuTableDataSource?
}
