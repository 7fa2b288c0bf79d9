import CommandLineSupport
import Foundation

/// Calls `look` every `patience` seconds on a thread of its own until stopped: a watch over
/// test runs that may hang, so the person waiting hears of them before their limit ends them.
final class SlowUnitWatch: Sendable {
  private let stopped = Locked(false)

  /// Starts the watch.
  init(patience: Double, look: @escaping @Sendable () -> Void) {
    let stopped = self.stopped
    Thread {
      var waited = 0.0
      while !stopped.current {
        Thread.sleep(forTimeInterval: 0.2)
        waited += 0.2
        if waited >= patience {
          waited = 0
          if !stopped.current { look() }
        }
      }
    }.start()
  }

  /// Ends the watch; `look` is not called again.
  func stop() {
    stopped.withLock { $0 = true }
  }
}
