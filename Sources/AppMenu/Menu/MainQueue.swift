import Dispatch

/// Whether code runs on the main queue, the main actor's, whichever thread drains it.
///
/// `Thread.isMainThread` is not the same question on Linux: under Swift Testing, or once a
/// program calls `dispatchMain()`, another thread drains the main queue, so main-actor code
/// runs off the main thread; and a `DispatchQueue.sync` from the main thread runs on it but
/// off the main queue. The main queue carries a mark that this reads.
enum MainQueue {
  private static let mark: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main queue, where `MainActor.assumeIsolated` holds.
  static var isCurrent: Bool { DispatchQueue.getSpecific(key: mark) == true }
}
