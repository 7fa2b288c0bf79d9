/// What the shop's screens talk to: the manager that moves stock and the morning report.
final class Shop {
  let manager = StockManager()
  let report = StockReportPresenter()
}
