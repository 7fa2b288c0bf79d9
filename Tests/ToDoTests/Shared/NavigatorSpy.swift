import ToDo

/// A navigator that records every transition instead of performing it.
@MainActor
final class NavigatorSpy: Navigator {
  private(set) var destinations: [Destination] = []
  private(set) var dismissCount = 0
  /// Called after each transition is recorded, for a test that waits for one.
  var onNavigate: (() -> Void)?

  func navigate(to destination: Destination) {
    destinations.append(destination)
    onNavigate?()
  }

  func dismiss() {
    dismissCount += 1
  }
}
