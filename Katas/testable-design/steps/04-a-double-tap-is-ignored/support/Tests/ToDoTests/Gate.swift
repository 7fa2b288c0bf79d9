/// Holds the first action that waits on it until the test opens it, and tells the test
/// when that action is waiting. Later actions pass at once, so a model that wrongly starts
/// a second action makes the test fail instead of hanging.
actor Gate {
  private var hasHeld = false
  private var held: CheckedContinuation<Void, Never>?
  private var watchers: [CheckedContinuation<Void, Never>] = []

  func wait() async {
    guard !hasHeld else { return }
    hasHeld = true
    await withCheckedContinuation { continuation in
      held = continuation
      for watcher in watchers { watcher.resume() }
      watchers = []
    }
  }

  func waitUntilWaiting() async {
    guard held == nil else { return }
    await withCheckedContinuation { watchers.append($0) }
  }

  func open() {
    held?.resume()
    held = nil
  }
}
