import XCTest

@testable import ToDo

final class ScreenModelTests: XCTestCase {
  private enum Failure: Error, CustomStringConvertible {
    case timedOut
    var description: String { "the server did not answer" }
  }

  @MainActor func test_state_initially_isIdle() async {
    let sut = ScreenModel { 1 }

    XCTAssertEqual(sut.state, .idle)
  }
}
