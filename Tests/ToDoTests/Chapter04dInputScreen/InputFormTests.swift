// Differs from the book: the form's fields are a plain value instead of text fields, so whether
// Save is possible is a rule of the value.

import ToDo
import XCTest

final class InputFormTests: XCTestCase {
  func test_canSave_onlyWithATitle() {
    XCTAssertFalse(InputForm(locationName: "Office").canSave)
    XCTAssertTrue(InputForm(title: "Foo").canSave)
  }
}
