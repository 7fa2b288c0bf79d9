/// A navigator that logs every transition, then lets another navigator perform it. The
/// decorator keeps logging in one place instead of in every presenter.
@MainActor
final class LoggingNavigator: Navigator {
  private let base: any Navigator
  private let log: (String) -> Void

  init(wrapping base: any Navigator, log: @escaping (String) -> Void) {
    self.base = base
    self.log = log
  }

  func navigate(to destination: Destination) {
    switch destination {
    case .input: log("navigate to input")
    case .detail(_, let index): log("navigate to detail of item \(index)")
    }
    base.navigate(to: destination)
  }

  func dismiss() {
    log("dismiss")
    base.dismiss()
  }
}
