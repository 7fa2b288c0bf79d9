import Foundation

/// The stock report the shop prints every morning: a header with the day, a line per
/// product by SKU, and the total.
final class StockReportPresenter {
  private let store: StockStore
  private let now: () -> Date

  init(store: StockStore = .shared, now: @escaping () -> Date = { Date() }) {
    self.store = store
    self.now = now
  }

  /// The lines of the report, in print order.
  func reportLines() -> [String] {
    let items = store.allItems
    let total = items.map(value(of:)).reduce(0, +)
    return [header()] + items.map(line(for:)) + ["Total: \(wholeEuros(total))"]
  }

  /// `Stock on` and today's date in UTC.
  private func header() -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return "Stock on " + formatter.string(from: now())
  }

  /// The product, how many are on the shelf, what they are worth, and whether to order
  /// more: at or below its reorder level.
  private func line(for item: StockItem) -> String {
    let line = "\(item.sku) \(item.name): \(item.quantity), worth \(wholeEuros(value(of: item)))"
    return item.quantity <= item.reorderLevel ? line + " (reorder)" : line
  }

  /// What the products on the shelf are worth, exactly.
  private func value(of item: StockItem) -> Double {
    Double(item.quantity) * item.unitPrice
  }

  /// The shop's rounding: always down, to whole euros. The total rounds the exact sum, so
  /// it can be more than the lines add up to.
  private func wholeEuros(_ amount: Double) -> Int {
    Int(amount)
  }
}
