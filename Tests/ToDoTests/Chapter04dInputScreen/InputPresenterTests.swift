// Differs from the book: a presenter replaces the input view controller, the geocoder is an
// injected async protocol instead of a completion handler, and Save throws on a bad date.

import ToDo
import XCTest

/// Main-actor tests here are `@MainActor func test…() async`, even without an `await`:
/// XCTest on Linux cannot run a synchronous test isolated to the main actor.
final class InputPresenterTests: XCTestCase {
  private let office = Coordinate(latitude: 37.3316851, longitude: -122.0300674)

  @MainActor func test_formDidChange_enablesSaveOnlyWithTitle() async {
    let view = MockInputView()
    let sut = makeSUT(view: view)

    sut.formDidChange(InputForm(locationName: "Office"))
    sut.formDidChange(InputForm(title: "Foo"))

    XCTAssertEqual(view.saveEnabledStates, [false, true])
  }

  @MainActor func test_viewDidLoad_disablesSave() async {
    let view = MockInputView()
    let sut = makeSUT(view: view)

    sut.viewDidLoad()

    XCTAssertEqual(view.saveEnabledStates, [false])
  }

  @MainActor func test_save_withoutTitle_addsNothingAndStays() async throws {
    let navigator = NavigatorSpy()
    let manager = ItemManager()
    let sut = makeSUT(manager: manager, navigator: navigator)

    let saved = try await sut.save(InputForm(date: "02/22/2016", locationName: "Office"))

    XCTAssertFalse(saved)
    XCTAssertEqual(manager.toDoCount, 0)
    XCTAssertEqual(navigator.dismissCount, 0)
  }

  @MainActor func test_save_addsTheItemAndDismisses() async throws {
    let navigator = NavigatorSpy()
    let manager = ItemManager()
    let sut = makeSUT(manager: manager, navigator: navigator)

    let saved = try await sut.save(InputForm(title: "Foo", itemDescription: "Bar"))

    XCTAssertTrue(saved)
    XCTAssertEqual(manager.item(at: 0), ToDoItem(title: "Foo", itemDescription: "Bar"))
    XCTAssertEqual(navigator.dismissCount, 1)
  }

  @MainActor func test_save_readsTheDate() async throws {
    let manager = ItemManager()
    let sut = makeSUT(manager: manager)

    try await sut.save(InputForm(title: "Foo", date: "02/22/2016"))

    XCTAssertEqual(manager.item(at: 0).timestamp, TestDates.format().timestamp(from: "02/22/2016"))
  }

  @MainActor func test_save_withInvalidDate_throwsAndStays() async {
    let navigator = NavigatorSpy()
    let manager = ItemManager()
    let sut = makeSUT(manager: manager, navigator: navigator)

    do {
      try await sut.save(InputForm(title: "Foo", date: "02/30/2016"))
      XCTFail("expected an invalid date error")
    } catch {
      XCTAssertEqual(error, .invalidDate("02/30/2016"))
    }
    XCTAssertEqual(manager.toDoCount, 0)
    XCTAssertEqual(navigator.dismissCount, 0)
  }

  @MainActor func test_save_withLocationNameButNoAddress_addsLocationWithoutCoordinate()
    async throws
  {
    let geocoder = GeocoderStub(coordinate: office)
    let manager = ItemManager()
    let sut = makeSUT(manager: manager, geocoder: geocoder)

    try await sut.save(InputForm(title: "Foo", locationName: "Office"))

    XCTAssertEqual(manager.item(at: 0).location, Location(name: "Office"))
    let addresses = await geocoder.addresses
    XCTAssertEqual(addresses, [])
  }

  @MainActor func test_save_withoutLocationName_addsNoLocation() async throws {
    let manager = ItemManager()
    let sut = makeSUT(manager: manager)

    try await sut.save(InputForm(title: "Foo", address: "Infinite Loop 1, Cupertino"))

    XCTAssertEqual(manager.item(at: 0), ToDoItem(title: "Foo"))
  }

  @MainActor func test_save_withEveryField_addsGeocodedItem() async throws {
    let geocoder = GeocoderStub(coordinate: office)
    let manager = ItemManager()
    let sut = makeSUT(manager: manager, geocoder: geocoder)

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

  @MainActor func test_save_whenAddressIsUnknown_addsLocationWithoutCoordinate() async throws {
    let manager = ItemManager()
    let sut = makeSUT(manager: manager, geocoder: GeocoderStub(coordinate: nil))

    try await sut.save(InputForm(title: "Foo", locationName: "Office", address: "Nowhere"))

    XCTAssertEqual(manager.item(at: 0).location, Location(name: "Office"))
  }

  @MainActor func test_save_dismissesOnlyAfterGeocodingFinished() async throws {
    let geocoder = SuspendingGeocoder()
    let navigator = NavigatorSpy()
    let manager = ItemManager()
    let sut = makeSUT(manager: manager, navigator: navigator, geocoder: geocoder)
    let form = InputForm(title: "Foo", locationName: "Office", address: "Infinite Loop 1")

    let saving = Task { try await sut.save(form) }
    await geocoder.waitUntilCalled()

    XCTAssertEqual(navigator.dismissCount, 0)
    XCTAssertEqual(manager.toDoCount, 0)

    await geocoder.resume(with: office)
    let saved = try await saving.value

    XCTAssertTrue(saved)
    XCTAssertEqual(navigator.dismissCount, 1)
    XCTAssertEqual(manager.item(at: 0).location?.coordinate, office)
  }

  @MainActor func test_save_whenGeocodingFails_throwsAndStays() async {
    let navigator = NavigatorSpy()
    let manager = ItemManager()
    let sut = makeSUT(
      manager: manager, navigator: navigator, geocoder: GeocoderStub(failure: .offline))

    do {
      try await sut.save(InputForm(title: "Foo", locationName: "Office", address: "Main St 1"))
      XCTFail("expected a geocoding error")
    } catch {
      XCTAssertEqual(error, .geocodingFailed(address: "Main St 1", reason: "offline"))
      XCTAssertEqual("\(error)", "cannot find address \"Main St 1\": offline")
    }
    XCTAssertEqual(manager.toDoCount, 0)
    XCTAssertEqual(navigator.dismissCount, 0)
  }

  @MainActor func test_cancel_dismissesWithoutAdding() async {
    let navigator = NavigatorSpy()
    let manager = ItemManager()
    let sut = makeSUT(manager: manager, navigator: navigator)

    sut.cancel()

    XCTAssertEqual(navigator.dismissCount, 1)
    XCTAssertEqual(manager.toDoCount, 0)
  }

  @MainActor func test_save_remembersTheLocationName() async throws {
    let writer = SettingSpy<String?>()
    let sut = makeSUT(writer: writer)

    try await sut.save(InputForm(title: "Foo", locationName: "Office"))

    XCTAssertEqual(writer.writes, ["Office"])
  }

  @MainActor func test_save_withoutLocationName_remembersNothing() async throws {
    let writer = SettingSpy<String?>()
    let sut = makeSUT(writer: writer)

    try await sut.save(InputForm(title: "Bar"))

    XCTAssertEqual(writer.writes, [])
  }

  @MainActor func test_viewDidLoad_offersTheLastLocationName() async {
    let view = MockInputView()
    let sut = makeSUT(view: view, lastLocationName: "Office")

    sut.viewDidLoad()

    XCTAssertEqual(view.shownLocationNames, ["Office"])
  }

  @MainActor func test_viewDidLoad_withoutLastLocationName_offersNothing() async {
    let view = MockInputView()
    let sut = makeSUT(view: view)

    sut.viewDidLoad()

    XCTAssertEqual(view.shownLocationNames, [])
  }

  @MainActor func test_save_whileTheFirstSaveWaitsForTheGeocoder_isIgnored() async throws {
    let geocoder = SuspendingGeocoder()
    let navigator = NavigatorSpy()
    let manager = ItemManager()
    let sut = makeSUT(manager: manager, navigator: navigator, geocoder: geocoder)
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
    let manager = ItemManager()
    let sut = makeSUT(manager: manager)

    _ = try? await sut.save(InputForm(title: "Foo", date: "02/30/2016"))
    let saved = try await sut.save(InputForm(title: "Foo", date: "02/22/2016"))

    XCTAssertTrue(saved)
    XCTAssertEqual(manager.toDoCount, 1)
  }

  @MainActor func test_save_whenItemIsAlreadyListed_doesNotAddItAgain() async throws {
    let manager = ItemManager()
    let sut = makeSUT(manager: manager)
    manager.add(ToDoItem(title: "Foo"))

    try await sut.save(InputForm(title: "Foo"))

    XCTAssertEqual(manager.toDoCount, 1)
  }

  /// The presenter under test, wired to the doubles the test owns (new ones by default).
  /// The presenter holds its view and navigator weakly: a test that looks at them keeps them.
  @MainActor private func makeSUT(
    manager: ItemManager = ItemManager(),
    view: MockInputView = MockInputView(),
    navigator: NavigatorSpy = NavigatorSpy(),
    geocoder: any Geocoder = GeocoderStub(coordinate: nil),
    lastLocationName: String? = nil,
    writer: SettingSpy<String?> = SettingSpy()
  ) -> InputPresenter {
    let sut = InputPresenter(
      itemManager: manager, geocoder: geocoder, dateFormat: TestDates.format(),
      lastLocationName: SettingStub(value: lastLocationName), lastLocationNameWriter: writer)
    sut.view = view
    sut.navigator = navigator
    return sut
  }
}
