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

  /// The menu screen with the built items, or `nil` when reading or building failed; the
  /// error then goes to the reporter, which tells the user.
  func menuPresenter() -> MenuPresenter? {
    do {
      let metadata = try menuItemsReader.readMenuItems()
      guard let items = try? menuItemBuilder.buildMenuItems(from: metadata) else { return nil }
      return MenuPresenter(dataSource: MenuTableDataSource(menuItems: items))
    } catch {
      reportError(error)
      return nil
    }
  }
}
