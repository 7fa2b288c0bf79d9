// Differs from the sample app: the state machine drives no view controller; it notifies observers,
// and double taps are tested with an action that waits on a gate.

import ToDo
import XCTest

/// Main-actor tests here are `@MainActor func test…() async`, even without an `await`:
/// XCTest on Linux cannot run a synchronous test isolated to the main actor.
final class ScreenModelTests: XCTestCase {
  private enum Failure: Error, CustomStringConvertible {
    case timedOut
    var description: String { "the server did not answer" }
  }

  @MainActor func test_state_initially_isIdle() async {
    let sut = ScreenModel { 1 }

    XCTAssertEqual(sut.state, .idle)
  }

  @MainActor func test_perform_notifiesPreparingThenSuccess() async {
    let sut = ScreenModel { 42 }
    var states: [ScreenState<Int>] = []
    sut.observe { states.append($0) }

    await sut.perform()

    XCTAssertEqual(states, [.preparing, .success(42)])
  }

  @MainActor func test_perform_whenActionThrows_notifiesFailureWithReason() async {
    let sut = ScreenModel<Int> { throw Failure.timedOut }
    var states: [ScreenState<Int>] = []
    sut.observe { states.append($0) }

    await sut.perform()

    XCTAssertEqual(states, [.preparing, .failure(reason: "the server did not answer")])
  }

  @MainActor func test_perform_whilePreparing_isIgnored() async {
    let gate = Gate()
    var runs = 0
    let sut = ScreenModel<Int> {
      runs += 1
      await gate.wait()
      return runs
    }

    let first = Task { await sut.perform() }
    await gate.waitUntilWaiting()
    await sut.perform()
    XCTAssertEqual(sut.state, .preparing)
    await gate.open()
    await first.value

    XCTAssertEqual(runs, 1)
    XCTAssertEqual(sut.state, .success(1))
  }

  @MainActor func test_perform_afterSuccess_runsAgain() async {
    var runs = 0
    let sut = ScreenModel<Int> {
      runs += 1
      return runs
    }

    await sut.perform()
    await sut.perform()

    XCTAssertEqual(sut.state, .success(2))
  }
}

/// Holds an action until the test opens it, and tells the test when the action is waiting.
actor Gate {
  private var isOpen = false
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var watchers: [CheckedContinuation<Void, Never>] = []

  func wait() async {
    guard !isOpen else { return }
    await withCheckedContinuation { continuation in
      waiting.append(continuation)
      for watcher in watchers { watcher.resume() }
      watchers = []
    }
  }

  func waitUntilWaiting() async {
    guard waiting.isEmpty else { return }
    await withCheckedContinuation { watchers.append($0) }
  }

  func open() {
    isOpen = true
    for waiter in waiting { waiter.resume() }
    waiting = []
  }
}
