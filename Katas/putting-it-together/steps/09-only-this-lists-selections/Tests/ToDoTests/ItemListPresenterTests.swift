import Foundation
import XCTest

@testable import ToDo

final class ItemListPresenterTests: XCTestCase {
  @MainActor private func makeSUT() -> (
    ItemListPresenter<MockItemCell>, MockListView, NavigatorSpy, NotificationCenter
  ) {
    let listView = MockListView()
    let navigator = NavigatorSpy()
    let center = NotificationCenter()
    let sut = ItemListPresenter<MockItemCell>(
      itemManager: ItemManager(), listView: listView,
      cellConfigurator: ItemCellConfigurator(dateFormat: TestDates.format()),
      notificationCenter: center)
    sut.navigator = navigator
    return (sut, listView, navigator, center)
  }

  @MainActor func test_init_registersTheItemCell() async {
    let (_, listView, _, _) = makeSUT()

    XCTAssertEqual(listView.registeredIdentifiers, ["ItemCell"])
  }

  @MainActor func test_dataProvider_sharesTheManager() async {
    let (sut, _, _, _) = makeSUT()

    XCTAssertTrue(sut.dataProvider.itemManager === sut.itemManager)
  }

  @MainActor func test_viewWillAppear_reloadsTheList() async {
    let (sut, listView, _, _) = makeSUT()

    sut.viewWillAppear()

    XCTAssertEqual(listView.reloadCount, 1)
  }

  @MainActor func test_addItemTapped_presentsInputWithTheSameManager() async {
    let (sut, _, navigator, _) = makeSUT()

    sut.addItemTapped()

    XCTAssertEqual(navigator.destinations, [.input(sut.itemManager)])
  }

  @MainActor func test_selectingAnItem_pushesDetailWithSharedManagerAndIndex() async {
    let (sut, _, navigator, _) = makeSUT()
    sut.itemManager.add(ToDoItem(title: "First"))
    sut.itemManager.add(ToDoItem(title: "Second"))
    // Before the screen loads, a selection opens nothing; loading twice listens once.
    sut.dataProvider.didSelectRow(at: ListPosition(row: 0, section: 0))
    sut.viewDidLoad()
    sut.viewDidLoad()

    sut.dataProvider.didSelectRow(at: ListPosition(row: 1, section: 0))

    XCTAssertEqual(navigator.destinations, [.detail(sut.itemManager, index: 1)])
  }

  @MainActor func test_selectionInAnotherList_isIgnored() async {
    let (sut, _, navigator, center) = makeSUT()
    sut.viewDidLoad()

    center.post(name: .itemSelected, object: nil, userInfo: ["index": 0])

    XCTAssertEqual(navigator.destinations, [])
  }
}
