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

/// A navigator that records the screens it was asked to show.
@MainActor
final class MenuNavigatorSpy: MenuNavigator {
  private(set) var shown: [MenuScreen] = []

  func show(_ screen: MenuScreen) {
    shown.append(screen)
  }
}

/// A reader that returns fixed metadata or fails.
struct FakeMenuItemsReader: MenuItemsReader {
  var result: Result<[[String: String]], any Error>

  func readMenuItems() throws -> [[String: String]] {
    try result.get()
  }
}

/// A builder that records the metadata it is handed and returns fixed items or fails.
final class FakeMenuItemBuilder: MenuItemBuilder {
  var result: Result<[MenuItem], any Error>
  private(set) var receivedMetadata: [[[String: String]]] = []

  init(result: Result<[MenuItem], any Error>) {
    self.result = result
  }

  func buildMenuItems(from metadata: [[String: String]]) throws -> [MenuItem] {
    receivedMetadata.append(metadata)
    return try result.get()
  }
}

enum FakeError: Error, Equatable {
  case failed
}
