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

  @MainActor func test_save_withoutTitle_addsNothingAndStays() async throws {
    let (sut, _, navigator, manager) = makeSUT()

    let saved = try await sut.save(InputForm(date: "02/22/2016", locationName: "Office"))

    XCTAssertFalse(saved)
    XCTAssertEqual(manager.toDoCount, 0)
    XCTAssertEqual(navigator.dismissCount, 0)
  }

  @MainActor func test_save_addsTheItemAndDismisses() async throws {
    let (sut, _, navigator, manager) = makeSUT()

    let saved = try await sut.save(InputForm(title: "Foo", itemDescription: "Bar"))
    try await sut.save(InputForm(title: "Baz"))

    XCTAssertTrue(saved)
    XCTAssertEqual(manager.item(at: 0), ToDoItem(title: "Foo", itemDescription: "Bar"))
    XCTAssertEqual(manager.item(at: 1), ToDoItem(title: "Baz"))
    XCTAssertEqual(navigator.dismissCount, 2)
  }
}
