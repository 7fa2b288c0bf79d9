/// The logic of the input screen that adds a new item.
///
/// Save is enabled only with a title. Saving geocodes the address when there is a location
/// name and an address, adds the item to the shared manager (unless an equal item is listed)
/// and only then dismisses the screen, so the list never appears before the item exists.
/// The last location name used is remembered in a setting and offered the next time.
/// A Save tapped again while the first one still waits for the geocoder is ignored, so one
/// form adds one item and dismisses the screen once.
@MainActor
public final class InputPresenter {
  /// The manager shared with the list (the same instance, not a copy).
  public let itemManager: ItemManager
  /// The screen this presenter fills.
  public weak var view: (any InputView)?
  /// Performs the dismissal after saving or cancelling.
  public weak var navigator: (any Navigator)?
  private let geocoder: any Geocoder
  private let dateFormat: ItemDateFormat
  private let lastLocationName: any SettingReading<String?>
  private let lastLocationNameWriter: any SettingWriting<String?>
  private var isSaving = false

  /// Creates the presenter.
  ///
  /// - Parameters:
  ///   - itemManager: the manager new items are added to.
  ///   - geocoder: finds the coordinate of an address.
  ///   - dateFormat: parses the date field.
  ///   - lastLocationName: reads the location name used last time.
  ///   - lastLocationNameWriter: records the location name of a saved item.
  public init(
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
  public func viewDidLoad() {
    view?.setSaveEnabled(false)
    if let name = lastLocationName.read() {
      view?.showLocationName(name)
    }
  }

  /// Updates the Save button after the user edited `form`.
  public func formDidChange(_ form: InputForm) {
    view?.setSaveEnabled(form.canSave)
  }

  /// Saves `form` as a new item and dismisses the screen; without a title, or while an
  /// earlier save is still under way, does nothing.
  ///
  /// - Returns: whether the form was saved.
  /// - Throws: ``InputError`` when the date is invalid or geocoding failed; the screen stays.
  @discardableResult
  public func save(_ form: InputForm) async throws(InputError) -> Bool {
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
  public func cancel() {
    navigator?.dismiss()
  }

  private func timestamp(of form: InputForm) throws(InputError) -> Double? {
    guard !form.date.isEmpty else { return nil }
    guard let timestamp = dateFormat.timestamp(from: form.date) else {
      throw InputError.invalidDate(form.date)
    }
    return timestamp
  }

  private func location(of form: InputForm) async throws(InputError) -> Location? {
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
