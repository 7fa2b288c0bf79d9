/// Builds the menu screen: reads the metadata, builds the items, makes the presenter. Its
/// reader and builder are injected, so tests use fakes instead of a file.
@MainActor
final class AppMenuManager {
  let menuItemsReader: any MenuItemsReader
  let menuItemBuilder: any MenuItemBuilder
  private let reportError: (any Error) -> Void

  init(
    menuItemsReader: any MenuItemsReader, menuItemBuilder: any MenuItemBuilder,
    reportError: @escaping (any Error) -> Void = { _ in }
  ) {
    self.menuItemsReader = menuItemsReader
    self.menuItemBuilder = menuItemBuilder
    self.reportError = reportError
  }

  /// The menu screen with the built items.
  func menuPresenter() -> MenuPresenter? {
    let metadata = (try? menuItemsReader.readMenuItems()) ?? []
    let items = (try? menuItemBuilder.buildMenuItems(from: metadata)) ?? []
    return MenuPresenter(dataSource: MenuTableDataSource(menuItems: items))
  }
}
