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

  @MainActor func test_binding_rendersProgressThenValue() async {
    let view = RecordingScreenView()
    let model = ScreenModel { "three items" }
    let binding = ScreenBinding(model: model, view: view)

    await model.perform()

    XCTAssertNotNil(binding.view)
    XCTAssertEqual(view.appearances.map(\.isBusy), [false, true, false])
    XCTAssertEqual(view.appearances.map(\.canRetry), [true, false, true])
    XCTAssertEqual(view.appearances.last?.value, "three items")
    XCTAssertNil(view.appearances.last?.message)
  }

  @MainActor func test_binding_rendersFailureAsMessage() async {
    let view = RecordingScreenView()
    let model = ScreenModel<String> { throw Failure.offline }
    let binding = ScreenBinding(model: model, view: view)

    await model.perform()

    XCTAssertNotNil(binding.view)
    XCTAssertEqual(view.appearances.last?.message, "offline")
    XCTAssertNil(view.appearances.last?.value)
  }

  @MainActor func test_binding_doesNotKeepTheViewAlive() async {
    let model = ScreenModel { "done" }
    var view: RecordingScreenView? = RecordingScreenView()
    let binding = ScreenBinding(model: model, view: view!)

    view = nil

    withExtendedLifetime(model) {
      XCTAssertNil(binding.view)
    }
  }
}
