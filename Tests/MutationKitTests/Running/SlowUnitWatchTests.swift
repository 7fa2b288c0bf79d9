import Foundation
import Testing

@testable import CommandLineSupport
@testable import MutationKit

/// A hanging test is never silence: the watch over the first run of the tests looks every
/// `patience` seconds until it is stopped, and never after.
@Suite struct SlowUnitWatchTests {
  @Test func theWatchLooksEveryPatienceUntilStopped() {
    let looks = Locked(0)
    let watch = SlowUnitWatch(patience: 0.2) { looks.withLock { $0 += 1 } }

    for _ in 0..<100 where looks.current < 2 { Thread.sleep(forTimeInterval: 0.05) }
    watch.stop()
    let seen = looks.current
    Thread.sleep(forTimeInterval: 0.6)

    #expect(seen >= 2)
    #expect(looks.current == seen, "no look after the stop")
  }
}
