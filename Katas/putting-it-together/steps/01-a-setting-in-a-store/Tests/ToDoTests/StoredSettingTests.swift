import XCTest

@testable import ToDo

final class StoredSettingTests: XCTestCase {
  func test_read_ofMissingKey_isNil() {
    XCTAssertNil(StoredSetting<String>(key: "name", in: InMemoryKeyValueStore()).read())
  }

  func test_read_ofStoredValue_isTheValue() {
    let store = InMemoryKeyValueStore()
    store.set("Office", forKey: "name")

    XCTAssertEqual(StoredSetting<String>(key: "name", in: store).read(), "Office")
  }

  func test_read_ofValueOfAnotherType_isNil() {
    let store = InMemoryKeyValueStore()
    store.set(42, forKey: "number")

    XCTAssertNil(StoredSetting<String>(key: "number", in: store).read())
  }
}
