/// Builds the presenters of the screens the item list opens, with their collaborators, so
/// the container does not need to know what each screen depends on.
@MainActor
struct ScreenFactory {
  var geocoder: any Geocoder
  var dateFormat: ItemDateFormat
  var lastLocationName: StoredSetting<String>

  /// The input screen, adding to `itemManager`.
  func makeInput(itemManager: ItemManager) -> InputPresenter {
    InputPresenter(
      itemManager: itemManager, geocoder: geocoder, dateFormat: dateFormat,
      lastLocationName: lastLocationName, lastLocationNameWriter: lastLocationName)
  }

  /// The detail screen of the item at `index` of `itemManager`.
  func makeDetail(itemManager: ItemManager, index: Int) -> DetailPresenter {
    DetailPresenter(itemManager: itemManager, index: index, dateFormat: dateFormat)
  }
}
