import Foundation

@testable import Alarm

/// A stub: a clock that tells whatever time the test set, and checks nothing.
final class ClockStub: TimeSource {
  var now: Date

  init(now: Date) {
    self.now = now
  }
}
