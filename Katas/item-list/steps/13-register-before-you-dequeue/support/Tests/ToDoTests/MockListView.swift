@testable import ToDo

/// A list view that records what it is asked.
@MainActor
final class MockListView: ListView {
  private(set) var registeredIdentifiers: [String] = []

  func registerCell(_ cellType: any ReusableCell.Type, reuseIdentifier: String) {
    registeredIdentifiers.append(reuseIdentifier)
  }
}
