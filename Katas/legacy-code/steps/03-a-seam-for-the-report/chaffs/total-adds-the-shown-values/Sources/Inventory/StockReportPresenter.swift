import Foundation

/// The stock report the shop prints every morning.
final class StockReportPresenter {
  private let store: StockStore

  init(store: StockStore = .shared) {
    self.store = store
  }

  func reportLines() -> [String] {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    var lines = ["Stock on " + formatter.string(from: Date())]
    var total = 0
    for item in store.allItems {
      let value = Double(item.quantity) * item.unitPrice
      total += Int(value)
      lines.append("\(item.sku) \(item.name): \(item.quantity), worth \(Int(value))")
    }
    lines.append("Total: \(total)")
    return lines
  }
}
