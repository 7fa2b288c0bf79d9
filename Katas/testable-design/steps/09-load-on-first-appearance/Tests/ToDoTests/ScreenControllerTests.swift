import XCTest

@testable import ToDo

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
}
