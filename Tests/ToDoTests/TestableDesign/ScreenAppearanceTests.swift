// Differs from the sample app: what each state looks like is a plain value, tested without a
// screen.

import ToDo
import XCTest

final class ScreenAppearanceTests: XCTestCase {
  func test_appearance_ofEachState() {
    let idle = ScreenAppearance<String>(.idle)
    let preparing = ScreenAppearance<String>(.preparing)
    let success = ScreenAppearance<String>(.success("three items"))
    let failure = ScreenAppearance<String>(.failure(reason: "offline"))

    XCTAssertEqual([idle, preparing, success, failure].map(\.isBusy), [false, true, false, false])
    XCTAssertEqual([idle, preparing, success, failure].map(\.canRetry), [true, false, true, true])
    XCTAssertEqual(success.value, "three items")
    XCTAssertNil(failure.value)
    XCTAssertEqual(failure.message, "offline")
    XCTAssertNil(success.message)
  }
}
