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
