import XCTest

@testable import AppMenu

final class MenuNavigationContainerTests: XCTestCase {
  @MainActor func test_selectingAMenuItem_pushesItsScreen() async throws {
    let menu = try XCTUnwrap(ObjectConfigurator.appMenuManager().menuPresenter())
    let container = MenuNavigationContainer(menu: menu)
    container.menu.viewDidAppear()

    container.menu.dataSource.didSelectRow(2)

    XCTAssertEqual(container.pushed, [.publicActivity])
  }
}
