import Foundation

/// What the shop's screens talk to: the manager that moves stock and the morning report,
/// both on one store and one clock.
final class Shop {
  let manager: StockManager
  let report: StockReportPresenter

  init(
    store: StockStore = .shared, now: @escaping () -> Date = { Date() },
    log: @escaping (String) -> Void = { print($0) }
  ) {
    manager = StockManager(store: store)
    report = StockReportPresenter(store: store, now: now)
  }
}
