import Foundation
import XCTest

@testable import AppMenu

final class MenuPresenterTests: XCTestCase {
  @MainActor func test_title_isAppMenu() async {
    let sut = MenuPresenter(dataSource: MenuTableDataSource(menuItems: sampleItems))

    XCTAssertEqual(sut.title, "App Menu")
  }
}
