import XCTest

@testable import ToDo

final class ScreenBindingTests: XCTestCase {
  private enum Failure: Error, CustomStringConvertible {
    case offline
    var description: String { "offline" }
  }

  @MainActor func test_binding_rendersTheCurrentStateAtOnce() async {
    let view = RecordingScreenView()

    let binding = ScreenBinding(model: ScreenModel { "done" }, view: view)

    XCTAssertTrue(binding.view === view)
    XCTAssertEqual(view.appearances.map(\.isBusy), [false])
    XCTAssertEqual(view.appearances.map(\.canRetry), [true])
  }
}
