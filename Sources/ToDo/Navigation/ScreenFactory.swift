/// Builds the presenters of the screens the item list opens, with their collaborators.
@MainActor
public struct ScreenFactory {
  /// Finds coordinates for the input screen.
  public var geocoder: any Geocoder
  /// Writes and parses dates on every screen.
  public var dateFormat: ItemDateFormat
  /// Remembers the last location name used on the input screen.
  public var lastLocationName: StoredSetting<String>

  /// Creates a factory from the app's collaborators.
  public init(
    geocoder: any Geocoder, dateFormat: ItemDateFormat, lastLocationName: StoredSetting<String>
  ) {
    self.geocoder = geocoder
    self.dateFormat = dateFormat
    self.lastLocationName = lastLocationName
  }

  /// The input screen, adding to `itemManager`.
  public func makeInput(itemManager: ItemManager) -> InputPresenter {
    InputPresenter(
      itemManager: itemManager, geocoder: geocoder, dateFormat: dateFormat,
      lastLocationName: lastLocationName, lastLocationNameWriter: lastLocationName)
  }

  /// The detail screen of the item at `index` of `itemManager`.
  public func makeDetail(itemManager: ItemManager, index: Int) -> DetailPresenter {
    DetailPresenter(itemManager: itemManager, index: index, dateFormat: dateFormat)
  }
}
