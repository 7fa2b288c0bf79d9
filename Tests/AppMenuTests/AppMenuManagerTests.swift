// Differs from the tutorial: the manager returns a menu presenter (or nil, after telling the user)
// instead of a view controller.

import AppMenu
import XCTest

/// Main-actor tests here are `@MainActor func test…() async`, even without an `await`:
/// XCTest on Linux cannot run a synchronous test isolated to the main actor.
final class AppMenuManagerTests: XCTestCase {
  @MainActor func test_menuPresenter_handsTheMetadataToTheBuilder() async {
    let metadata = [["title": "Contributions"]]
    let builder = FakeMenuItemBuilder(result: .success(sampleItems))
    let sut = AppMenuManager(
      menuItemsReader: FakeMenuItemsReader(result: .success(metadata)), menuItemBuilder: builder)

    _ = sut.menuPresenter()

    XCTAssertEqual(builder.receivedMetadata, [metadata])
  }

  @MainActor func test_menuPresenter_whenAllGoesWell_holdsTheItemsInItsDataSource() async throws {
    let sut = AppMenuManager(
      menuItemsReader: FakeMenuItemsReader(result: .success([])),
      menuItemBuilder: FakeMenuItemBuilder(result: .success(sampleItems)))

    let presenter = try XCTUnwrap(sut.menuPresenter())

    XCTAssertEqual(presenter.dataSource.menuItems, sampleItems)
  }

  @MainActor func test_menuPresenter_whenReaderFails_returnsNilAndTellsTheUser() async {
    var reported: [any Error] = []
    let builder = FakeMenuItemBuilder(result: .success(sampleItems))
    let sut = AppMenuManager(
      menuItemsReader: FakeMenuItemsReader(result: .failure(FakeError.failed)),
      menuItemBuilder: builder, reportError: { reported.append($0) })

    XCTAssertNil(sut.menuPresenter())
    XCTAssertEqual(reported.map { $0 as? FakeError }, [.failed])
    XCTAssertTrue(builder.receivedMetadata.isEmpty)
  }

  @MainActor func test_menuPresenter_whenBuilderFails_returnsNilAndTellsTheUser() async {
    var reported: [any Error] = []
    let sut = AppMenuManager(
      menuItemsReader: FakeMenuItemsReader(result: .success([["title": "A"]])),
      menuItemBuilder: FakeMenuItemBuilder(result: .failure(MenuItemBuilderError.missingTitle)),
      reportError: { reported.append($0) })

    XCTAssertNil(sut.menuPresenter())
    XCTAssertEqual(reported.map { $0 as? MenuItemBuilderError }, [.missingTitle])
  }
}
