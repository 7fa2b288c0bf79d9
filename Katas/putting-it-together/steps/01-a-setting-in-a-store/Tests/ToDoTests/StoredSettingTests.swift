import XCTest

@testable import ToDo

final class StoredSettingTests: XCTestCase {
  func test_read_ofMissingKey_isNil() {
    XCTAssertNil(StoredSetting<String>(key: "name", in: InMemoryKeyValueStore()).read())
  }

  func test_read_ofStoredValue_isTheValueAndOfAnotherTypeIsNil() {
    let store = InMemoryKeyValueStore()
    store.set("Office", forKey: "name")
    store.set(42, forKey: "number")

    XCTAssertEqual(StoredSetting<String>(key: "name", in: store).read(), "Office")
    XCTAssertNil(StoredSetting<String>(key: "number", in: store).read())
  }
}
