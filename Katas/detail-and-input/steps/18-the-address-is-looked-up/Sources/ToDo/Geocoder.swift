/// Finds the coordinate of a postal address; injected, so tests need no network.
protocol Geocoder: Sendable {
  /// The coordinate of `address`, or `nil` when the address is unknown. Throws when the
  /// lookup itself failed, for example without a connection.
  func coordinate(forAddress address: String) async throws -> Coordinate?
}
