import Foundation
import XCTest

@testable import ToDo

final class ItemListDataProviderTests: XCTestCase {
  private var itemManager: ItemManager!
  private var listView: MockListView!
  private var notificationCenter: NotificationCenter!
  private var sut: ItemListDataProvider<MockItemCell>!

  override func setUp() {
    super.setUp()
    itemManager = ItemManager()
    listView = MockListView()
    notificationCenter = NotificationCenter()
    sut = ItemListDataProvider(
      itemManager: itemManager,
      registration: MockItemCell.register(in: listView),
      cellConfigurator: ItemCellConfigurator(dateFormat: TestDates.format()),
      notificationCenter: notificationCenter)
  }

  override func tearDown() {
    sut = nil
    notificationCenter = nil
    listView = nil
    itemManager = nil
    super.tearDown()
  }

  func test_numberOfSections_isTwo() {
    XCTAssertEqual(sut.numberOfSections, 2)
  }
}
