/// Builds the menu screen: reads the metadata, builds the items, makes the presenter.
///
/// A reader or builder error means no menu screen; the error goes to the reporter, which
/// tells the user.
@MainActor
public final class AppMenuManager {
  /// Where the metadata comes from.
  public let menuItemsReader: any MenuItemsReader
  /// What turns the metadata into items.
  public let menuItemBuilder: any MenuItemBuilder
  private let reportError: (any Error) -> Void

  /// Creates a manager with its reader and builder; `reportError` tells the user of errors.
  public init(
    menuItemsReader: any MenuItemsReader, menuItemBuilder: any MenuItemBuilder,
    reportError: @escaping (any Error) -> Void = { _ in }
  ) {
    self.menuItemsReader = menuItemsReader
    self.menuItemBuilder = menuItemBuilder
    self.reportError = reportError
  }

  /// The menu screen with the built items, or `nil` when reading or building failed.
  public func menuPresenter() -> MenuPresenter? {
    do {
      let metadata = try menuItemsReader.readMenuItems()
      let items = try menuItemBuilder.buildMenuItems(from: metadata)
      return MenuPresenter(dataSource: MenuTableDataSource(menuItems: items))
    } catch {
      reportError(error)
      return nil
    }
  }
}
