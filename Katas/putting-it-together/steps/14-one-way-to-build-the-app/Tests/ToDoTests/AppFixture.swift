import Foundation

@testable import ToDo

/// The whole app as the tests build it: the item list at the root of a navigation
/// container, with screens from a factory, settings in memory and a notification center
/// of its own. Only the list view, the geocoder and the date format vary from test to test.
@MainActor
func makeApp(
  listView: MockListView,
  geocoder: any Geocoder = GeocoderStub(coordinate: nil),
  dateFormat: ItemDateFormat = TestDates.format()
) -> NavigationContainer<MockItemCell> {
  let root = ItemListPresenter<MockItemCell>(
    itemManager: ItemManager(), listView: listView,
    cellConfigurator: ItemCellConfigurator(dateFormat: dateFormat),
    notificationCenter: NotificationCenter())
  let factory = ScreenFactory(
    geocoder: geocoder, dateFormat: dateFormat,
    lastLocationName: StoredSetting(key: "lastLocationName", in: InMemoryKeyValueStore()))
  return NavigationContainer(root: root, factory: factory)
}
