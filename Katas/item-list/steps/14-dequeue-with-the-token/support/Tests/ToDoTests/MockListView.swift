@testable import ToDo

/// A list view that records what it is asked and hands out mock cells.
@MainActor
final class MockListView: ListView {
  private(set) var registeredIdentifiers: [String] = []
  private(set) var dequeuedIdentifiers: [String] = []
  private(set) var dequeuedPositions: [ListPosition] = []
  private var registeredTypes: [String: any ReusableCell.Type] = [:]

  func registerCell(_ cellType: any ReusableCell.Type, reuseIdentifier: String) {
    registeredIdentifiers.append(reuseIdentifier)
    registeredTypes[reuseIdentifier] = cellType
  }

  func dequeueReusableCell(withIdentifier reuseIdentifier: String, for position: ListPosition)
    -> any ReusableCell
  {
    dequeuedIdentifiers.append(reuseIdentifier)
    dequeuedPositions.append(position)
    guard registeredTypes[reuseIdentifier] != nil else {
      preconditionFailure("nothing registered as \(reuseIdentifier)")
    }
    return MockItemCell()
  }
}
