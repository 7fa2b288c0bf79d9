import AppMenu
import XCTest

/// Main-actor tests here are `@MainActor func test…() async`, even without an `await`:
/// XCTest on Linux cannot run a synchronous test isolated to the main actor.
final class ObjectConfiguratorTests: XCTestCase {
  @MainActor func test_appMenuManager_readsMenuItemsPlistWithTheDefaultBuilder() async throws {
    let manager = ObjectConfigurator.appMenuManager()

    let reader = try XCTUnwrap(manager.menuItemsReader as? MenuItemsPlistReader)
    XCTAssertEqual(reader.plistToReadFrom, "menuItems")
    XCTAssertTrue(manager.menuItemBuilder is MenuItemDefaultBuilder)
  }

  @MainActor func test_appMenuManager_buildsTheSampleMenu() async throws {
    let presenter = try XCTUnwrap(ObjectConfigurator.appMenuManager().menuPresenter())

    XCTAssertEqual(
      presenter.dataSource.menuItems.map(\.title),
      ["Contributions", "Repositories", "Public Activity"])
  }
}
