// Differs from the sample app: the controller turns view events into model calls without a view
// controller's life cycle.

import ToDo
import XCTest

/// Main-actor tests here are `@MainActor func test…() async`, even without an `await`:
/// XCTest on Linux cannot run a synchronous test isolated to the main actor.
final class ScreenControllerTests: XCTestCase {
  @MainActor func test_controller_loadsOnFirstAppearanceOnly() async {
    var runs = 0
    let model = ScreenModel<Int> {
      runs += 1
      return runs
    }
    let sut = ScreenController(model: model)

    await sut.viewDidAppear()
    await sut.viewDidAppear()

    XCTAssertEqual(runs, 1)
  }

  @MainActor func test_controller_retryLoadsAgain() async {
    var runs = 0
    let model = ScreenModel<Int> {
      runs += 1
      return runs
    }
    let sut = ScreenController(model: model)

    await sut.viewDidAppear()
    await sut.retryTapped()

    XCTAssertEqual(model.state, .success(2))
  }
}
