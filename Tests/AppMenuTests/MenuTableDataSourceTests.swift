// Differs from the tutorial: no UITableView; rows are configured into a `MenuItemCell` protocol
// that a fake cell implements.

import AppMenu
import Foundation
import XCTest

/// Main-actor tests here are `@MainActor func test…() async`, even without an `await`:
/// XCTest on Linux cannot run a synchronous test isolated to the main actor.
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

  @MainActor func test_configure_showsTitleSubtitleAndIcon() async {
    let sut = MenuTableDataSource(menuItems: items)
    let cell = FakeMenuItemCell()

    sut.configure(cell, forRow: 0)

    XCTAssertEqual(cell.shown.count, 1)
    XCTAssertEqual(cell.shown.first?.title, "Contributions")
    XCTAssertEqual(cell.shown.first?.subtitle, "Repos contributed to")
    XCTAssertEqual(cell.shown.first?.iconName, "iconContributions")
  }

  func test_didSelectRow_postsTheSelectedItem() {
    let center = NotificationCenter()
    let sut = MenuTableDataSource(menuItems: items, notificationCenter: center)
    let posted = expectation(
      forNotification: .menuTableDataSourceDidSelectItem, object: sut, notificationCenter: center
    ) {
      notification in
      notification.userInfo?[MenuSelectionKey.menuItem] as? MenuItem
        == MenuItem(title: "Repositories")
    }

    sut.didSelectRow(1)

    wait(for: [posted], timeout: 1)
    XCTAssertEqual(
      Notification.Name.menuTableDataSourceDidSelectItem.rawValue,
      "MenuTableDataSourceDidSelectItemNotification")
  }
}
