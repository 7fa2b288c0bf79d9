// Differs from the book: screens are built in one factory that hands them the shared manager,
// instead of being instantiated from a storyboard.

import ToDo
import XCTest

/// Main-actor tests here are `@MainActor func test…() async`, even without an `await`:
/// XCTest on Linux cannot run a synchronous test isolated to the main actor.
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
