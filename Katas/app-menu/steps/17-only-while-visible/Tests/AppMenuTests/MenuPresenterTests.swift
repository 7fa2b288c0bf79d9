import Foundation
import XCTest

@testable import AppMenu

final class MenuPresenterTests: XCTestCase {
  @MainActor private func makeSUT() -> (MenuPresenter, MenuNavigatorSpy) {
    let center = NotificationCenter()
    let sut = MenuPresenter(
      dataSource: MenuTableDataSource(menuItems: sampleItems, notificationCenter: center),
      notificationCenter: center)
    let navigator = MenuNavigatorSpy()
    sut.navigator = navigator
    return (sut, navigator)
  }

  @MainActor func test_title_isAppMenu() async {
    let sut = MenuPresenter(dataSource: MenuTableDataSource(menuItems: sampleItems))

    XCTAssertEqual(sut.title, "App Menu")
  }

  @MainActor func test_viewDidLoad_setsDataSourceAndDelegateOfTheList() async {
    let sut = MenuPresenter(dataSource: MenuTableDataSource(menuItems: sampleItems))
    let list = FakeMenuListView()

    sut.viewDidLoad(list)

    XCTAssertTrue(list.dataSource === sut.dataSource)
    XCTAssertTrue(list.delegate === sut.dataSource)
  }

  @MainActor func test_selectionWhileVisible_showsTheTapHandlersScreen() async {
    let (sut, navigator) = makeSUT()
    sut.viewDidAppear()

    sut.dataSource.didSelectRow(1)

    XCTAssertTrue(sut.isListeningForSelections)
    XCTAssertEqual(navigator.shown, [.repositories])
  }

  @MainActor func test_selectionBeforeAppearing_isIgnored() async {
    let (sut, navigator) = makeSUT()

    sut.dataSource.didSelectRow(0)

    XCTAssertFalse(sut.isListeningForSelections)
    XCTAssertEqual(navigator.shown, [])
  }
}
