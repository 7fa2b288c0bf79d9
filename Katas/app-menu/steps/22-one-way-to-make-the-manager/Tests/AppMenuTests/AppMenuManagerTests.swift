import XCTest

@testable import AppMenu

final class AppMenuManagerTests: XCTestCase {
  /// A manager whose reader answers `metadata` and whose builder is `builder`; errors go to
  /// `reportError`.
  @MainActor private func makeSUT(
    reading metadata: Result<[[String: String]], any Error> = .success([]),
    builder: FakeMenuItemBuilder = FakeMenuItemBuilder(result: .success(sampleItems)),
    reportError: @escaping (any Error) -> Void = { _ in }
  ) -> AppMenuManager {
    AppMenuManager(
      menuItemsReader: FakeMenuItemsReader(result: metadata), menuItemBuilder: builder,
      reportError: reportError)
  }

  @MainActor func test_menuPresenter_handsTheMetadataToTheBuilder() async {
    let metadata = [["title": "Contributions"]]
    let builder = FakeMenuItemBuilder(result: .success(sampleItems))
    let sut = makeSUT(reading: .success(metadata), builder: builder)

    _ = sut.menuPresenter()

    XCTAssertEqual(builder.receivedMetadata, [metadata])
  }

  @MainActor func test_menuPresenter_whenAllGoesWell_holdsTheItemsInItsDataSource() async throws {
    let sut = makeSUT()

    let presenter = try XCTUnwrap(sut.menuPresenter())

    XCTAssertEqual(presenter.dataSource.menuItems, sampleItems)
  }

  @MainActor func test_menuPresenter_whenReaderFails_returnsNilAndTellsTheUser() async {
    var reported: [any Error] = []
    let builder = FakeMenuItemBuilder(result: .success(sampleItems))
    let sut = makeSUT(
      reading: .failure(FakeError.failed), builder: builder, reportError: { reported.append($0) })

    XCTAssertNil(sut.menuPresenter())
    XCTAssertEqual(reported.map { $0 as? FakeError }, [.failed])
    XCTAssertTrue(builder.receivedMetadata.isEmpty)
  }

  @MainActor func test_menuPresenter_whenBuilderFails_returnsNilAndTellsTheUser() async {
    var reported: [any Error] = []
    let sut = makeSUT(
      reading: .success([["title": "A"]]),
      builder: FakeMenuItemBuilder(result: .failure(MenuItemBuilderError.missingTitle)),
      reportError: { reported.append($0) })

    XCTAssertNil(sut.menuPresenter())
    XCTAssertEqual(reported.map { $0 as? MenuItemBuilderError }, [.missingTitle])
  }
}
