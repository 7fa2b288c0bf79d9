import CommandLineSupport
import Dispatch

/// Items shared out to a few lanes (threads), each lane taking the next item as soon as it
/// is free, so one slow item never holds the others up: how mutants, test units and files
/// to compile are run side by side.
enum WorkQueue {
  /// Calls `body` once with every index below `count`, and the lane (from 0) running it,
  /// at most `lanes` at a time; returns when every call has.
  static func forEach(
    _ count: Int, lanes: Int, _ body: @Sendable (_ index: Int, _ lane: Int) -> Void
  ) {
    let next = Locked(0)
    DispatchQueue.concurrentPerform(iterations: max(1, min(lanes, count))) { lane in
      while true {
        let index = next.withLock { value -> Int in
          defer { value += 1 }
          return value
        }
        guard index < count else { return }
        body(index, lane)
      }
    }
  }
}
