// Differs from the tutorial: a presenter and a `MenuNavigator` protocol replace the menu view
// controller and its navigation controller; listening is tested through appear and disappear.

import Foundation
import XCTest

@testable import AppMenu

/// Main-actor tests here are `@MainActor func test…() async`, even without an `await`:
/// XCTest on Linux cannot run a synchronous test isolated to the main actor.
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
    XCTAssertEqual(makeSUT().0.title, "App Menu")
  }

  @MainActor func test_viewDidLoad_setsDataSourceAndDelegateOfTheList() async {
    let (sut, _) = makeSUT()
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

  @MainActor func test_selectionAfterDisappearing_isIgnored() async {
    let (sut, navigator) = makeSUT()
    sut.viewDidAppear()
    sut.viewDidDisappear()

    sut.dataSource.didSelectRow(0)

    XCTAssertFalse(sut.isListeningForSelections)
    XCTAssertEqual(navigator.shown, [])
  }

  @MainActor func test_selectionAfterAppearingAgain_showsTheScreen() async {
    let (sut, navigator) = makeSUT()
    sut.viewDidAppear()
    sut.viewDidDisappear()
    sut.viewDidAppear()

    sut.dataSource.didSelectRow(1)

    XCTAssertEqual(navigator.shown, [.repositories])
  }

  @MainActor func test_selectionPostedOffTheMainThread_showsTheScreenOnTheMainActor() async {
    let (sut, navigator) = makeSUT()
    let shown = expectation(description: "the screen is shown")
    navigator.onShow = { shown.fulfill() }
    sut.viewDidAppear()
    let dataSource = sut.dataSource

    await Task.detached { dataSource.didSelectRow(1) }.value
    await fulfillment(of: [shown], timeout: 5)

    XCTAssertEqual(navigator.shown, [.repositories])
  }

  @MainActor func test_selectionOfAnItemWithoutKnownTapHandler_showsNothing() async {
    let center = NotificationCenter()
    let sut = MenuPresenter(
      dataSource: MenuTableDataSource(
        menuItems: [MenuItem(title: "Help", tapHandlerName: "Help")], notificationCenter: center),
      notificationCenter: center)
    let navigator = MenuNavigatorSpy()
    sut.navigator = navigator
    sut.viewDidAppear()
    sut.viewDidAppear()

    sut.dataSource.didSelectRow(0)

    XCTAssertEqual(navigator.shown, [])
  }
}
