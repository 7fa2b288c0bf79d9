import XCTest

@testable import ToDo

final class InputFormTests: XCTestCase {
  func test_canSave_onlyWithATitle() {
    XCTAssertFalse(InputForm(locationName: "Office").canSave)
    XCTAssertTrue(InputForm(title: "Foo").canSave)
  }
}
