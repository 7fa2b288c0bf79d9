import XCTest

@testable import ToDo

final class InputPresenterTests: XCTestCase {
  private let office = Coordinate(latitude: 37.3316851, longitude: -122.0300674)

  @MainActor private func makeSUT() -> (InputPresenter, MockInputView, NavigatorSpy, ItemManager) {
    let manager = ItemManager()
    let view = MockInputView()
    let navigator = NavigatorSpy()
    let sut = InputPresenter(itemManager: manager, dateFormat: TestDates.format())
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

  @MainActor func test_save_readsTheDate() async throws {
    let (sut, _, _, manager) = makeSUT()

    try await sut.save(InputForm(title: "Foo", date: "02/22/2016"))

    XCTAssertEqual(manager.item(at: 0).timestamp, TestDates.format().timestamp(from: "02/22/2016"))
  }

  @MainActor func test_save_withInvalidDate_throwsAndStays() async {
    let (sut, _, navigator, manager) = makeSUT()

    do {
      try await sut.save(InputForm(title: "Foo", date: "02/30/2016"))
      XCTFail("expected an invalid date error")
    } catch {
      XCTAssertEqual(error as? InputError, .invalidDate("02/30/2016"))
    }
    XCTAssertEqual(manager.toDoCount, 0)
    XCTAssertEqual(navigator.dismissCount, 0)
  }

  @MainActor func test_save_withLocationNameButNoAddress_addsLocationWithoutCoordinate()
    async throws
  {
    let (sut, _, _, manager) = makeSUT()

    try await sut.save(InputForm(title: "Foo", locationName: "Office"))

    XCTAssertEqual(manager.item(at: 0).location, Location(name: "Office"))
  }

  @MainActor func test_save_withoutLocationName_addsNoLocation() async throws {
    let (sut, _, _, manager) = makeSUT()

    try await sut.save(InputForm(title: "Foo", address: "Infinite Loop 1, Cupertino"))

    XCTAssertEqual(manager.item(at: 0), ToDoItem(title: "Foo"))
  }
}
