// Differs from the sample app: settings sit behind a `KeyValueStore` protocol that `UserDefaults`
// meets; the tests use an in-memory store instead of the real defaults.

import ToDo
import XCTest

final class StoredSettingTests: XCTestCase {
  func test_read_ofMissingKey_isNil() {
    let sut = StoredSetting<String>(key: "name", in: InMemoryKeyValueStore())

    XCTAssertNil(sut.read())
  }

  func test_read_ofStoredValue_isTheValue() {
    let store = InMemoryKeyValueStore()
    store.set("Office", forKey: "name")

    XCTAssertEqual(StoredSetting<String>(key: "name", in: store).read(), "Office")
  }

  func test_read_ofValueOfAnotherType_isNil() {
    let store = InMemoryKeyValueStore()
    store.set(42, forKey: "name")

    XCTAssertNil(StoredSetting<String>(key: "name", in: store).read())
  }

  func test_write_thenRead_returnsTheValue() {
    let store = InMemoryKeyValueStore()
    let sut = StoredSetting<String>(key: "name", in: store)

    sut.write("Office")

    XCTAssertEqual(sut.read(), "Office")
    XCTAssertEqual(store.values["name"] as? String, "Office")
  }

  func test_writeNil_removesTheKey() {
    let store = InMemoryKeyValueStore()
    let sut = StoredSetting<String>(key: "name", in: store)
    sut.write("Office")

    sut.write(nil)

    XCTAssertNil(store.values["name"])
  }
}
