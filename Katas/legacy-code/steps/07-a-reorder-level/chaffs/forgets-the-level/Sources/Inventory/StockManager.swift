/// Puts products on the books, receives deliveries and ships orders.
final class StockManager {
  private let store: StockStore
  private let log: (String) -> Void

  init(store: StockStore = .shared, log: @escaping (String) -> Void = { print($0) }) {
    self.store = store
    self.log = log
  }

  func addProduct(sku: String, name: String, unitPrice: Double, reorderLevel: Int = 0) {
    store.save(StockItem(sku: sku, name: name, quantity: 0, unitPrice: unitPrice))
  }

  func receive(_ sku: String, quantity: Int = 12) {
    guard var item = store.item(sku) else { return }
    item.quantity += quantity
    store.save(item)
    log("Received \(quantity) of \(sku)")
  }

  @discardableResult
  func ship(_ sku: String, quantity: Int) -> Bool {
    guard var item = store.item(sku) else { return false }
    if quantity > item.quantity {
      log("Refused: \(sku) wanted \(quantity), had \(item.quantity)")
      return false
    }
    item.quantity -= quantity
    store.save(item)
    log("Shipped \(quantity) of \(sku)")
    return true
  }
}
