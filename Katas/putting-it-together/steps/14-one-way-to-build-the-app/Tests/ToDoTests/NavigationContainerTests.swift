import Foundation
import XCTest

@testable import ToDo

final class NavigationContainerTests: XCTestCase {
  @MainActor private func makeSUT() -> (NavigationContainer<MockItemCell>, MockListView) {
    let listView = MockListView()
    return (makeApp(listView: listView), listView)
  }

  @MainActor func test_init_showsTheListFirstAndLoadsIt() async {
    let (sut, listView) = makeSUT()

    XCTAssertTrue(sut.pushed.isEmpty)
    XCTAssertNil(sut.presented)
    XCTAssertTrue(sut.root.navigator === sut)
    XCTAssertEqual(listView.reloadCount, 1)
  }

  @MainActor func test_addItem_presentsInputSharingTheListsManager() async throws {
    let (sut, _) = makeSUT()

    sut.root.addItemTapped()

    let input = try XCTUnwrap(sut.presented)
    XCTAssertTrue(input.itemManager === sut.root.itemManager)
    XCTAssertTrue(input.navigator === sut)
  }

  @MainActor func test_dismissingInput_reloadsTheList() async {
    let (sut, listView) = makeSUT()
    sut.root.addItemTapped()

    sut.presented?.cancel()

    XCTAssertNil(sut.presented)
    XCTAssertEqual(listView.reloadCount, 2)
  }
}
