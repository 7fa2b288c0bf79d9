/// Puts products on the books, receives deliveries and ships orders.
final class StockManager {
  private let store: StockStore

  init(store: StockStore = .shared) {
    self.store = store
  }

  func addProduct(sku: String, name: String, unitPrice: Double) {
    store.save(StockItem(sku: sku, name: name, quantity: 0, unitPrice: unitPrice))
  }

  func receive(_ sku: String, quantity: Int = 12) {
    guard var item = store.item(sku) else { return }
    item.quantity += quantity
    store.save(item)
    print("Received \(quantity) of \(sku)")
  }

  @discardableResult
  func ship(_ sku: String, quantity: Int) -> Bool {
    guard var item = store.item(sku) else { return false }
    if quantity > item.quantity {
      print("Short: \(sku) wanted \(quantity), had \(item.quantity)")
      item.quantity = 0
      store.save(item)
      return false
    }
    item.quantity -= quantity
    store.save(item)
    print("Shipped \(quantity) of \(sku)")
    return true
  }
}
