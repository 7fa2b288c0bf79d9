/// Every product of the shop, by SKU. The whole app shares one store.
final class StockStore {
  nonisolated(unsafe) static let shared = StockStore()

  private var items: [String: StockItem] = [:]

  func item(_ sku: String) -> StockItem? {
    items[sku]
  }

  func save(_ item: StockItem) {
    items[item.sku] = item
  }

  var allItems: [StockItem] {
    items.values.sorted { $0.sku < $1.sku }
  }
}
