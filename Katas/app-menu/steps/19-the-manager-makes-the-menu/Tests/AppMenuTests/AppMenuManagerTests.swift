import XCTest

@testable import AppMenu

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
}
