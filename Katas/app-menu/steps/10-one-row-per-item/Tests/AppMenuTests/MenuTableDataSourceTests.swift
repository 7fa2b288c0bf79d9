import Foundation
import XCTest

@testable import AppMenu

final class MenuTableDataSourceTests: XCTestCase {
  private let items = [
    MenuItem(
      title: "Contributions", subTitle: "Repos contributed to", iconName: "iconContributions"),
    MenuItem(title: "Repositories"),
  ]

  func test_hasOneSectionWithARowPerItem() {
    let sut = MenuTableDataSource(menuItems: items)

    XCTAssertEqual(sut.numberOfSections, 1)
    XCTAssertEqual(sut.numberOfRows(inSection: 0), 2)
  }
}
