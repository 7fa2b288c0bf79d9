// Differs from the sample app: the binding renders into a `ScreenView` protocol that a recording
// fake implements, instead of into UIKit views.

import ToDo
import XCTest

@MainActor
final class RecordingScreenView: ScreenView {
  private(set) var appearances: [ScreenAppearance<String>] = []

  func apply(_ appearance: ScreenAppearance<String>) {
    appearances.append(appearance)
  }
}

/// Main-actor tests here are `@MainActor func test…() async`, even without an `await`:
/// XCTest on Linux cannot run a synchronous test isolated to the main actor.
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
    var view: RecordingScreenView? = RecordingScreenView()
    let binding = ScreenBinding(model: ScreenModel { "done" }, view: view!)

    view = nil

    XCTAssertNil(binding.view)
  }
}
