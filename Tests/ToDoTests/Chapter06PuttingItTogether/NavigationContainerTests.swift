// Differs from the book: a navigation container of presenters replaces the storyboard and the
// navigation controller, so presenting and pushing are asserted without UIKit.

import Foundation
import ToDo
import XCTest

/// Main-actor tests here are `@MainActor func test…() async`, even without an `await`:
/// XCTest on Linux cannot run a synchronous test isolated to the main actor.
final class NavigationContainerTests: XCTestCase {
  @MainActor func test_init_showsTheListFirstAndLoadsIt() async {
    let listView = MockListView()
    let sut = makeSUT(listView: listView)

    XCTAssertTrue(sut.pushed.isEmpty)
    XCTAssertNil(sut.presented)
    XCTAssertTrue(sut.root.navigator === sut)
    XCTAssertEqual(listView.reloadCount, 1)
  }

  @MainActor func test_addItem_presentsInputSharingTheListsManager() async throws {
    let sut = makeSUT()

    sut.root.addItemTapped()

    let input = try XCTUnwrap(sut.presented)
    XCTAssertTrue(input.itemManager === sut.root.itemManager)
  }

  @MainActor func test_dismissingInput_reloadsTheList() async {
    let listView = MockListView()
    let sut = makeSUT(listView: listView)
    sut.root.addItemTapped()

    sut.presented?.cancel()

    XCTAssertNil(sut.presented)
    XCTAssertEqual(listView.reloadCount, 2)
  }

  @MainActor func test_selectingAnItem_pushesItsDetailWithTheSharedManager() async throws {
    let sut = makeSUT()
    sut.root.itemManager.add(ToDoItem(title: "First"))
    sut.root.itemManager.add(ToDoItem(title: "Second"))

    sut.root.dataProvider.didSelectRow(at: ListPosition(row: 1, section: 0))

    let detail = try XCTUnwrap(sut.pushed.last)
    XCTAssertTrue(detail.itemManager === sut.root.itemManager)
    XCTAssertEqual(detail.index, 1)
    XCTAssertEqual(detail.content.title, "Second")
  }

  @MainActor func test_poppingDetail_reloadsTheList() async {
    let listView = MockListView()
    let sut = makeSUT(listView: listView)
    sut.root.itemManager.add(ToDoItem(title: "First"))
    sut.navigate(to: .detail(sut.root.itemManager, index: 0))

    sut.dismiss()

    XCTAssertTrue(sut.pushed.isEmpty)
    XCTAssertEqual(listView.reloadCount, 2)
  }

  /// The container under test, its list drawn on the list view the test owns (a new one by
  /// default).
  @MainActor private func makeSUT(listView: MockListView = MockListView())
    -> NavigationContainer<MockItemCell>
  {
    let dateFormat = TestDates.format()
    let root = ItemListPresenter<MockItemCell>(
      itemManager: ItemManager(), listView: listView,
      cellConfigurator: ItemCellConfigurator(dateFormat: dateFormat),
      notificationCenter: NotificationCenter())
    let factory = ScreenFactory(
      geocoder: GeocoderStub(coordinate: nil), dateFormat: dateFormat,
      lastLocationName: StoredSetting(key: "lastLocationName", in: InMemoryKeyValueStore()))
    return NavigationContainer(root: root, factory: factory)
  }
}
