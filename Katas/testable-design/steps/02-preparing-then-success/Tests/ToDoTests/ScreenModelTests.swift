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

  @MainActor func test_perform_notifiesPreparingThenSuccess() async {
    let sut = ScreenModel { 42 }
    var states: [ScreenState<Int>] = []
    var otherStates: [ScreenState<Int>] = []
    sut.observe { states.append($0) }
    sut.observe { otherStates.append($0) }

    await sut.perform()

    XCTAssertEqual(states, [.preparing, .success(42)])
    XCTAssertEqual(otherStates, [.preparing, .success(42)])
  }
}
