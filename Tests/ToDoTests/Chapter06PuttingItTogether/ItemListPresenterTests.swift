// Differs from the book: a presenter replaces the list view controller; navigation goes through a
// `Navigator` protocol that a spy records.

import Foundation
import ToDo
import XCTest

/// Main-actor tests here are `@MainActor func test…() async`, even without an `await`:
/// XCTest on Linux cannot run a synchronous test isolated to the main actor.
final class ItemListPresenterTests: XCTestCase {
  @MainActor func test_init_registersTheItemCell() async {
    let listView = MockListView()
    _ = makeSUT(listView: listView)

    XCTAssertEqual(listView.registeredIdentifiers, ["ItemCell"])
  }

  @MainActor func test_dataProvider_sharesTheManager() async {
    let sut = makeSUT()

    XCTAssertTrue(sut.dataProvider.itemManager === sut.itemManager)
  }

  @MainActor func test_viewWillAppear_reloadsTheList() async {
    let listView = MockListView()
    let sut = makeSUT(listView: listView)

    sut.viewWillAppear()

    XCTAssertEqual(listView.reloadCount, 1)
  }

  @MainActor func test_addItemTapped_presentsInputWithTheSameManager() async {
    let navigator = NavigatorSpy()
    let sut = makeSUT(navigator: navigator)

    sut.addItemTapped()

    XCTAssertEqual(navigator.destinations, [.input(sut.itemManager)])
  }

  @MainActor func test_selectingAnItem_pushesDetailWithSharedManagerAndIndex() async {
    let navigator = NavigatorSpy()
    let sut = makeSUT(navigator: navigator)
    sut.itemManager.add(ToDoItem(title: "First"))
    sut.itemManager.add(ToDoItem(title: "Second"))
    sut.viewDidLoad()

    sut.dataProvider.didSelectRow(at: ListPosition(row: 1, section: 0))

    XCTAssertEqual(navigator.destinations, [.detail(sut.itemManager, index: 1)])
  }

  @MainActor func test_selectionInAnotherList_isIgnored() async {
    let navigator = NavigatorSpy()
    let center = NotificationCenter()
    let sut = makeSUT(navigator: navigator, center: center)
    sut.viewDidLoad()

    center.post(name: .itemSelected, object: nil, userInfo: ["index": 0])

    XCTAssertEqual(navigator.destinations, [])
  }

  @MainActor func test_selectionPostedOffTheMainThread_pushesDetailOnTheMainActor() async {
    let navigator = NavigatorSpy()
    let center = NotificationCenter()
    let sut = makeSUT(navigator: navigator, center: center)
    sut.itemManager.add(ToDoItem(title: "First"))
    let pushed = expectation(description: "the detail is pushed")
    navigator.onNavigate = { pushed.fulfill() }
    sut.viewDidLoad()
    // The provider lives on the main actor, so it may travel as the notification's sender.
    let sender = sut.dataProvider

    await Task.detached {
      center.post(name: .itemSelected, object: sender, userInfo: [ItemSelectedKey.index: 0])
    }.value
    await fulfillment(of: [pushed], timeout: 5)

    XCTAssertEqual(navigator.destinations, [.detail(sut.itemManager, index: 0)])
  }

  @MainActor func test_selectionWhileOffScreen_isIgnoredUntilTheListAppearsAgain() async {
    let navigator = NavigatorSpy()
    let center = NotificationCenter()
    let sut = makeSUT(navigator: navigator, center: center)
    sut.itemManager.add(ToDoItem(title: "First"))
    sut.viewDidLoad()
    sut.viewDidDisappear()
    let select = {
      center.post(
        name: .itemSelected, object: sut.dataProvider, userInfo: [ItemSelectedKey.index: 0])
    }

    select()
    sut.viewWillAppear()
    select()

    XCTAssertEqual(navigator.destinations, [.detail(sut.itemManager, index: 0)])
  }

  @MainActor func test_destinations_compareManagersByIdentity() async {
    let manager = ItemManager()

    XCTAssertEqual(Destination.input(manager), .input(manager))
    XCTAssertNotEqual(Destination.input(manager), .input(ItemManager()))
    XCTAssertNotEqual(Destination.detail(manager, index: 0), .detail(manager, index: 1))
    XCTAssertNotEqual(Destination.detail(manager, index: 0), .input(manager))
  }

  /// The presenter under test, wired to the doubles the test owns (new ones by default).
  @MainActor private func makeSUT(
    listView: MockListView = MockListView(), navigator: NavigatorSpy = NavigatorSpy(),
    center: NotificationCenter = NotificationCenter()
  ) -> ItemListPresenter<MockItemCell> {
    let sut = ItemListPresenter<MockItemCell>(
      itemManager: ItemManager(), listView: listView,
      cellConfigurator: ItemCellConfigurator(dateFormat: TestDates.format()),
      notificationCenter: center)
    sut.navigator = navigator
    return sut
  }
}
