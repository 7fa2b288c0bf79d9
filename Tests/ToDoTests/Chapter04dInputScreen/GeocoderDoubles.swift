import ToDo

/// A geocoder that answers at once with a fixed result and records the addresses it got.
actor GeocoderStub: Geocoder {
  enum Failure: Error, CustomStringConvertible {
    case offline
    var description: String { "offline" }
  }

  private let result: Result<Coordinate?, Failure>
  private(set) var addresses: [String] = []

  init(coordinate: Coordinate?) {
    result = .success(coordinate)
  }

  init(failure: Failure) {
    result = .failure(failure)
  }

  func coordinate(forAddress address: String) async throws -> Coordinate? {
    addresses.append(address)
    return try result.get()
  }
}

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
