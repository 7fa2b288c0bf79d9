import ToDo

/// A navigator that records every transition instead of performing it.
@MainActor
final class NavigatorSpy: Navigator {
  private(set) var destinations: [Destination] = []
  private(set) var dismissCount = 0

  func navigate(to destination: Destination) {
    destinations.append(destination)
  }

  func dismiss() {
    dismissCount += 1
  }
}
