import XCTest

@testable import ToDo

final class ScreenControllerTests: XCTestCase {
  /// A model whose action answers how many times it has run, so that its state tells how
  /// often the controller loaded.
  @MainActor private func makeCountingModel() -> ScreenModel<Int> {
    var runs = 0
    return ScreenModel<Int> {
      runs += 1
      return runs
    }
  }

  @MainActor func test_controller_loadsOnFirstAppearanceOnly() async {
    let model = makeCountingModel()
    let sut = ScreenController(model: model)

    await sut.viewDidAppear()
    await sut.viewDidAppear()

    XCTAssertEqual(model.state, .success(1))
  }

  @MainActor func test_controller_retryLoadsAgain() async {
    let model = makeCountingModel()
    let sut = ScreenController(model: model)

    await sut.viewDidAppear()
    await sut.retryTapped()

    XCTAssertEqual(model.state, .success(2))
  }
}
