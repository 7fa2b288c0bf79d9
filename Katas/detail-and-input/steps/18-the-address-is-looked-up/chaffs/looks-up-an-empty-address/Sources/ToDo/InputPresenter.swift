/// The logic of the input screen that adds a new item.
@MainActor
final class InputPresenter {
  let itemManager: ItemManager
  weak var view: (any InputView)?
  weak var navigator: (any Navigator)?
  private let geocoder: any Geocoder
  private let dateFormat: ItemDateFormat

  init(
    itemManager: ItemManager,
    geocoder: any Geocoder,
    dateFormat: ItemDateFormat
  ) {
    self.itemManager = itemManager
    self.geocoder = geocoder
    self.dateFormat = dateFormat
  }

  /// Prepares the empty form: Save disabled.
  func viewDidLoad() {
    view?.setSaveEnabled(false)
  }

  /// Updates the Save button after the user edited `form`.
  func formDidChange(_ form: InputForm) {
    view?.setSaveEnabled(form.canSave)
  }

  /// Saves `form` as a new item and dismisses the screen; without a title, does nothing.
  @discardableResult
  func save(_ form: InputForm) async throws -> Bool {
    guard form.canSave else { return false }
    let timestamp = try self.timestamp(of: form)
    let location = try await location(of: form)
    itemManager.add(
      ToDoItem(
        title: form.title,
        itemDescription: form.itemDescription.isEmpty ? nil : form.itemDescription,
        timestamp: timestamp,
        location: location))
    navigator?.dismiss()
    return true
  }

  private func timestamp(of form: InputForm) throws -> Double? {
    guard !form.date.isEmpty else { return nil }
    guard let timestamp = dateFormat.timestamp(from: form.date) else {
      throw InputError.invalidDate(form.date)
    }
    return timestamp
  }

  private func location(of form: InputForm) async throws -> Location? {
    guard !form.locationName.isEmpty else { return nil }
    let coordinate = try await geocoder.coordinate(forAddress: form.address)
    return Location(name: form.locationName, coordinate: coordinate)
  }
}
