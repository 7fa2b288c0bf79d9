import XCTest

@testable import ToDo

final class ScreenFactoryTests: XCTestCase {
  @MainActor private func makeSUT() -> ScreenFactory {
    ScreenFactory(
      geocoder: GeocoderStub(coordinate: nil), dateFormat: TestDates.format(),
      lastLocationName: StoredSetting(key: "lastLocationName", in: InMemoryKeyValueStore()))
  }

  @MainActor func test_makeInput_sharesTheManager() async {
    let manager = ItemManager()

    XCTAssertTrue(makeSUT().makeInput(itemManager: manager).itemManager === manager)
  }

  @MainActor func test_makeDetail_sharesTheManagerAndKeepsTheIndex() async {
    let manager = ItemManager()

    let detail = makeSUT().makeDetail(itemManager: manager, index: 1)

    XCTAssertTrue(detail.itemManager === manager)
    XCTAssertEqual(detail.index, 1)
  }
}
