import Foundation
import XCTest

@testable import AppMenu

final class MenuPresenterTests: XCTestCase {
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
}
