/// One product of the shop, and how many of it are on the shelf.
struct StockItem {
  let sku: String
  var name: String
  var quantity: Int
  var unitPrice: Double
  var reorderLevel = 0
}
