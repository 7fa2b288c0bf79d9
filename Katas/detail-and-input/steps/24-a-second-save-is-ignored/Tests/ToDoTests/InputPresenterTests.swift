import XCTest

@testable import ToDo

final class InputPresenterTests: XCTestCase {
  private let office = Coordinate(latitude: 37.3316851, longitude: -122.0300674)

  @MainActor private func makeSUT(
    geocoder: any Geocoder = GeocoderStub(coordinate: nil),
    lastLocationName: String? = nil,
    writer: SettingSpy<String?> = SettingSpy()
  ) -> (InputPresenter, MockInputView, NavigatorSpy, ItemManager) {
    let manager = ItemManager()
    let view = MockInputView()
    let navigator = NavigatorSpy()
    let sut = InputPresenter(
      itemManager: manager, geocoder: geocoder, dateFormat: TestDates.format(),
      lastLocationName: SettingStub(value: lastLocationName), lastLocationNameWriter: writer)
    sut.view = view
    sut.navigator = navigator
    return (sut, view, navigator, manager)
  }

  /// Fails unless nothing was added and the screen is still open: what a save that cannot
  /// go through leaves behind, so that the user can correct the form.
  @MainActor private func assertFormStays(
    _ manager: ItemManager, _ navigator: NavigatorSpy,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(manager.toDoCount, 0, "nothing is added", file: file, line: line)
    XCTAssertEqual(navigator.dismissCount, 0, "the screen stays open", file: file, line: line)
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
    assertFormStays(manager, navigator)
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
    assertFormStays(manager, navigator)
  }

  @MainActor func test_save_withLocationNameButNoAddress_addsLocationWithoutCoordinate()
    async throws
  {
    let geocoder = GeocoderStub(coordinate: office)
    let (sut, _, _, manager) = makeSUT(geocoder: geocoder)

    try await sut.save(InputForm(title: "Foo", locationName: "Office"))

    XCTAssertEqual(manager.item(at: 0).location, Location(name: "Office"))
    let addresses = await geocoder.addresses
    XCTAssertEqual(addresses, [])
  }

  @MainActor func test_save_withoutLocationName_addsNoLocation() async throws {
    let (sut, _, _, manager) = makeSUT()

    try await sut.save(InputForm(title: "Foo", address: "Infinite Loop 1, Cupertino"))

    XCTAssertEqual(manager.item(at: 0), ToDoItem(title: "Foo"))
  }

  @MainActor func test_save_withEveryField_addsGeocodedItem() async throws {
    let geocoder = GeocoderStub(coordinate: office)
    let (sut, _, _, manager) = makeSUT(geocoder: geocoder)

    try await sut.save(
      InputForm(
        title: "Test Title", date: "02/22/2016", locationName: "Office",
        address: "Infinite Loop 1, Cupertino", itemDescription: "Test Description"))

    let expected = ToDoItem(
      title: "Test Title", itemDescription: "Test Description",
      timestamp: TestDates.format().timestamp(from: "02/22/2016"),
      location: Location(name: "Office", coordinate: office))
    XCTAssertEqual(manager.toDoCount, 1)
    XCTAssertEqual(manager.item(at: 0), expected)
    let addresses = await geocoder.addresses
    XCTAssertEqual(addresses, ["Infinite Loop 1, Cupertino"])
  }

  @MainActor func test_save_dismissesOnlyAfterGeocodingFinished() async throws {
    let geocoder = SuspendingGeocoder()
    let (sut, _, navigator, manager) = makeSUT(geocoder: geocoder)
    let form = InputForm(title: "Foo", locationName: "Office", address: "Infinite Loop 1")

    let saving = Task { try await sut.save(form) }
    await geocoder.waitUntilCalled()

    assertFormStays(manager, navigator)

    await geocoder.resume(with: office)
    let saved = try await saving.value

    XCTAssertTrue(saved)
    XCTAssertEqual(navigator.dismissCount, 1)
    XCTAssertEqual(manager.item(at: 0).location?.coordinate, office)
  }

  @MainActor func test_save_whileTheFirstSaveWaitsForTheGeocoder_isIgnored() async throws {
    let geocoder = SuspendingGeocoder()
    let (sut, _, navigator, manager) = makeSUT(geocoder: geocoder)
    let form = InputForm(title: "Foo", locationName: "Office", address: "Infinite Loop 1")

    let first = Task { try await sut.save(form) }
    await geocoder.waitUntilCalled()
    let second = try await sut.save(form)
    await geocoder.resume(with: office)

    let firstSaved = try await first.value
    XCTAssertFalse(second)
    XCTAssertTrue(firstSaved)
    XCTAssertEqual(manager.toDoCount, 1)
    XCTAssertEqual(navigator.dismissCount, 1)
  }

  @MainActor func test_save_afterAFailedSave_triesAgain() async throws {
    let (sut, _, _, manager) = makeSUT()

    _ = try? await sut.save(InputForm(title: "Foo", date: "02/30/2016"))
    let saved = try await sut.save(InputForm(title: "Foo", date: "02/22/2016"))

    XCTAssertTrue(saved)
    XCTAssertEqual(manager.toDoCount, 1)
  }

  @MainActor func test_save_whenGeocodingFails_throwsAndStays() async {
    let (sut, _, navigator, manager) = makeSUT(geocoder: GeocoderStub(failure: .offline))

    do {
      try await sut.save(InputForm(title: "Foo", locationName: "Office", address: "Main St 1"))
      XCTFail("expected a geocoding error")
    } catch {
      XCTAssertEqual(
        error as? InputError, .geocodingFailed(address: "Main St 1", reason: "offline"))
      XCTAssertEqual("\(error)", "cannot find address \"Main St 1\": offline")
    }
    assertFormStays(manager, navigator)
  }

  @MainActor func test_cancel_dismissesWithoutAdding() async {
    let (sut, _, navigator, manager) = makeSUT()

    sut.cancel()

    XCTAssertEqual(navigator.dismissCount, 1)
    XCTAssertEqual(manager.toDoCount, 0)
  }

  @MainActor func test_save_remembersTheLocationName() async throws {
    let writer = SettingSpy<String?>()
    let (sut, _, _, _) = makeSUT(writer: writer)

    try await sut.save(InputForm(title: "Foo", locationName: "Office"))
    try await sut.save(InputForm(title: "Bar"))

    XCTAssertEqual(writer.writes, ["Office"])
  }

  @MainActor func test_viewDidLoad_offersTheLastLocationName() async {
    let (sut, view, _, _) = makeSUT(lastLocationName: "Office")

    sut.viewDidLoad()

    XCTAssertEqual(view.shownLocationNames, ["Office"])
  }

  @MainActor func test_viewDidLoad_withoutLastLocationName_offersNothing() async {
    let (sut, view, _, _) = makeSUT()

    sut.viewDidLoad()

    XCTAssertEqual(view.shownLocationNames, [])
  }
}
