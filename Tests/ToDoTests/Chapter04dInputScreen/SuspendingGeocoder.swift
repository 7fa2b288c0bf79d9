import ToDo

/// A geocoder that suspends until the test resumes it, so a test can look at the screen
/// while geocoding is still under way. A second lookup while one waits answers at once with
/// nothing found, so a test of a second Save fails instead of waiting forever.
actor SuspendingGeocoder: Geocoder {
  private var pending: CheckedContinuation<Coordinate?, Never>?
  private var callWaiters: [CheckedContinuation<Void, Never>] = []

  func coordinate(forAddress address: String) async throws -> Coordinate? {
    guard pending == nil else { return nil }
    return await withCheckedContinuation { continuation in
      pending = continuation
      for waiter in callWaiters { waiter.resume() }
      callWaiters = []
    }
  }

  /// Returns once `coordinate(forAddress:)` has been called.
  func waitUntilCalled() async {
    guard pending == nil else { return }
    await withCheckedContinuation { callWaiters.append($0) }
  }

  /// Lets the suspended lookup finish with `coordinate`.
  func resume(with coordinate: Coordinate?) {
    pending?.resume(returning: coordinate)
    pending = nil
  }
}
