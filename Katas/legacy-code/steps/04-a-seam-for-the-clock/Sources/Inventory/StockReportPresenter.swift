import Foundation

/// The stock report the shop prints every morning.
final class StockReportPresenter {
  private let store: StockStore
  private let now: () -> Date

  init(store: StockStore = .shared, now: @escaping () -> Date = { Date() }) {
    self.store = store
    self.now = now
  }

  func reportLines() -> [String] {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    var lines = ["Stock on " + formatter.string(from: now())]
    var total = 0.0
    for item in store.allItems {
      let value = Double(item.quantity) * item.unitPrice
      total += value
      lines.append("\(item.sku) \(item.name): \(item.quantity), worth \(Int(value))")
    }
    lines.append("Total: \(Int(total))")
    return lines
  }
}
