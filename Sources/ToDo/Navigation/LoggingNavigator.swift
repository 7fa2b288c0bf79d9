/// A navigator that logs every transition, then lets another navigator perform it.
///
/// The decorator keeps logging in one place instead of in every presenter.
@MainActor
public final class LoggingNavigator: Navigator {
  private let base: any Navigator
  private let log: (String) -> Void

  /// Wraps `base`, passing one line per transition to `log`.
  public init(wrapping base: any Navigator, log: @escaping (String) -> Void) {
    self.base = base
    self.log = log
  }

  /// Logs the destination, then navigates there.
  public func navigate(to destination: Destination) {
    switch destination {
    case .input: log("navigate to input")
    case .detail(_, let index): log("navigate to detail of item \(index)")
    }
    base.navigate(to: destination)
  }

  /// Logs the dismissal, then dismisses.
  public func dismiss() {
    log("dismiss")
    base.dismiss()
  }
}
