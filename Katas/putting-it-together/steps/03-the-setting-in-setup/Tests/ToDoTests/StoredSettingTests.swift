import XCTest

@testable import ToDo

final class StoredSettingTests: XCTestCase {
  private var store: InMemoryKeyValueStore!
  private var sut: StoredSetting<String>!

  override func setUp() {
    super.setUp()
    store = InMemoryKeyValueStore()
    sut = StoredSetting(key: "name", in: store)
  }

  override func tearDown() {
    sut = nil
    store = nil
    super.tearDown()
  }

  func test_read_ofMissingKey_isNil() {
    XCTAssertNil(sut.read())
  }

  func test_read_ofStoredValue_isTheValue() {
    store.set("Office", forKey: "name")

    XCTAssertEqual(sut.read(), "Office")
  }

  func test_read_ofValueOfAnotherType_isNil() {
    store.set(42, forKey: "name")

    XCTAssertNil(sut.read())
  }

  func test_write_thenRead_returnsTheValue() {
    sut.write("Office")

    XCTAssertEqual(sut.read(), "Office")
    XCTAssertEqual(store.values["name"] as? String, "Office")
  }

  func test_writeNil_removesTheKey() {
    sut.write("Office")

    sut.write(nil)

    XCTAssertNil(store.values["name"])
  }
}
