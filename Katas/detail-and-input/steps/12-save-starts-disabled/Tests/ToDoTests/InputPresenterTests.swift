import XCTest

@testable import ToDo

final class InputPresenterTests: XCTestCase {
  private let office = Coordinate(latitude: 37.3316851, longitude: -122.0300674)

  @MainActor private func makeSUT() -> (InputPresenter, MockInputView, NavigatorSpy, ItemManager) {
    let manager = ItemManager()
    let view = MockInputView()
    let navigator = NavigatorSpy()
    let sut = InputPresenter(itemManager: manager)
    sut.view = view
    sut.navigator = navigator
    return (sut, view, navigator, manager)
  }

  @MainActor func test_formDidChange_enablesSaveOnlyWithTitle() async {
    let (sut, view, _, _) = makeSUT()

    sut.formDidChange(InputForm(locationName: "Office"))
    sut.formDidChange(InputForm(title: "Foo"))

    XCTAssertEqual(view.saveEnabledStates, [false, true])
  }

  @MainActor func test_viewDidLoad_disablesSave() async {
    let (sut, view, _, _) = makeSUT()

    sut.viewDidLoad()

    XCTAssertEqual(view.saveEnabledStates, [false])
  }
}
