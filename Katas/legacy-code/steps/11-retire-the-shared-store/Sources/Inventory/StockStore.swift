/// Every product of the shop, by SKU. Whoever needs it is handed it.
final class StockStore {
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
