// Differs from the tutorial: an `AppLauncher` and an `AppWindow` protocol replace the app delegate
// and the window, so start-up is tested with a fake window.

import AppMenu
import XCTest

/// Main-actor tests here are `@MainActor func test…() async`, even without an `await`:
/// XCTest on Linux cannot run a synchronous test isolated to the main actor.
final class AppLauncherTests: XCTestCase {
  @MainActor func test_selectingAMenuItem_pushesItsScreen() async throws {
    let window = FakeWindow()
    AppLauncher().applicationDidFinishLaunching(in: window)
    let container = try XCTUnwrap(window.rootContainer)
    container.menu.viewDidAppear()

    container.menu.dataSource.didSelectRow(2)

    XCTAssertEqual(container.pushed, [.publicActivity])
  }

  @MainActor func test_launch_putsTheMenuInANavigationContainerAtTheRoot() async throws {
    let window = FakeWindow()

    let succeeded = AppLauncher().applicationDidFinishLaunching(in: window)

    XCTAssertTrue(succeeded)
    let container = try XCTUnwrap(window.rootContainer)
    XCTAssertTrue(container.menu.navigator === container)
    XCTAssertEqual(container.menu.title, "App Menu")
  }

  @MainActor func test_launch_whenTheMenuCannotBeBuilt_leavesNoRootButSucceeds() async {
    let window = FakeWindow()
    let manager = AppMenuManager(
      menuItemsReader: FakeMenuItemsReader(result: .failure(FakeError.failed)),
      menuItemBuilder: MenuItemDefaultBuilder())

    let succeeded = AppLauncher(manager: manager).applicationDidFinishLaunching(in: window)

    XCTAssertTrue(succeeded)
    XCTAssertNil(window.rootContainer)
  }
}
