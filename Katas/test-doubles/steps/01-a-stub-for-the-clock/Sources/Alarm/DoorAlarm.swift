import Foundation

/// A door alarm. Once armed, it gives you 30 seconds to leave; a door that opens after that
/// triggers it.
final class DoorAlarm {
  private let clock: any TimeSource
  private var armedAt: Date?
  private(set) var isTriggered = false

  init(clock: any TimeSource) {
    self.clock = clock
  }

  /// Arms the alarm and starts the 30 seconds of grace.
  func arm() {
    armedAt = clock.now
  }

  /// Triggers the alarm when it was armed at least 30 seconds ago.
  func doorOpened() {
    guard let armedAt, clock.now.timeIntervalSince(armedAt) >= 30 else { return }
    isTriggered = true
  }
}
