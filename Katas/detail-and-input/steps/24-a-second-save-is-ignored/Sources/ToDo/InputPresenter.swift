/// The logic of the input screen that adds a new item.
@MainActor
final class InputPresenter {
  let itemManager: ItemManager
  weak var view: (any InputView)?
  weak var navigator: (any Navigator)?
  private let geocoder: any Geocoder
  private let dateFormat: ItemDateFormat
  private let lastLocationName: any SettingReading<String?>
  private let lastLocationNameWriter: any SettingWriting<String?>
  private var isSaving = false

  init(
    itemManager: ItemManager,
    geocoder: any Geocoder,
    dateFormat: ItemDateFormat,
    lastLocationName: any SettingReading<String?>,
    lastLocationNameWriter: any SettingWriting<String?>
  ) {
    self.itemManager = itemManager
    self.geocoder = geocoder
    self.dateFormat = dateFormat
    self.lastLocationName = lastLocationName
    self.lastLocationNameWriter = lastLocationNameWriter
  }

  /// Prepares the empty form: Save disabled, the last location name offered.
  func viewDidLoad() {
    view?.setSaveEnabled(false)
    if let name = lastLocationName.read() {
      view?.showLocationName(name)
    }
  }

  /// Updates the Save button after the user edited `form`.
  func formDidChange(_ form: InputForm) {
    view?.setSaveEnabled(form.canSave)
  }

  /// Saves `form` as a new item and dismisses the screen; without a title, or while an
  /// earlier save is still under way, does nothing.
  @discardableResult
  func save(_ form: InputForm) async throws -> Bool {
    guard form.canSave, !isSaving else { return false }
    isSaving = true
    defer { isSaving = false }
    let timestamp = try self.timestamp(of: form)
    let location = try await location(of: form)
    itemManager.add(
      ToDoItem(
        title: form.title,
        itemDescription: form.itemDescription.isEmpty ? nil : form.itemDescription,
        timestamp: timestamp,
        location: location))
    if let location {
      lastLocationNameWriter.write(location.name)
    }
    navigator?.dismiss()
    return true
  }

  /// Dismisses the screen without adding anything.
  func cancel() {
    navigator?.dismiss()
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
    guard !form.address.isEmpty else { return Location(name: form.locationName) }
    do {
      let coordinate = try await geocoder.coordinate(forAddress: form.address)
      return Location(name: form.locationName, coordinate: coordinate)
    } catch {
      throw InputError.geocodingFailed(address: form.address, reason: "\(error)")
    }
  }
}
