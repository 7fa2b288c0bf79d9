import XCTest

@testable import AppMenu

final class AppLauncherTests: XCTestCase {
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
