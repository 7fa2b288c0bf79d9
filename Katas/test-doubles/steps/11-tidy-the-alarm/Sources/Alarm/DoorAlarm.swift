import Foundation

/// A door alarm. Once armed, it gives you a grace period to leave; a door that opens after
/// that is a break-in: the siren starts and the owner gets a message. Only the saved code
/// disarms it.
final class DoorAlarm {
  /// How long after arming the door may still open.
  static let gracePeriod: TimeInterval = 30
  /// What the owner reads on their phone after a break-in.
  static let breakInMessage = "The door opened while the alarm was on."

  private let clock: any TimeSource
  private let notifier: any Notifier
  private let codes: any CodeStore
  private let siren: any Siren
  private var armedAt: Date?
  private(set) var isTriggered = false

  init(clock: any TimeSource, notifier: any Notifier, codes: any CodeStore, siren: any Siren) {
    self.clock = clock
    self.notifier = notifier
    self.codes = codes
    self.siren = siren
  }

  /// Arms the alarm and starts the grace period.
  func arm() {
    armedAt = clock.now
  }

  /// Disarms the alarm when `code` is the saved code, and stops the siren if it sounds.
  func disarm(code: String) {
    guard isSavedCode(code) else { return }
    if isTriggered {
      siren.stop()
    }
    armedAt = nil
    isTriggered = false
  }

  /// Saves `newCode` as the code, when `oldCode` is the saved code.
  func changeCode(from oldCode: String, to newCode: String) {
    guard isSavedCode(oldCode) else { return }
    codes.saveCode(newCode)
  }

  /// A door that opens after the grace period is a break-in, unless one is under way.
  func doorOpened() {
    guard !isTriggered, isPastGracePeriod else { return }
    isTriggered = true
    notifier.send(Self.breakInMessage)
    siren.start()
  }

  /// Whether the alarm is armed and its grace period is over.
  private var isPastGracePeriod: Bool {
    guard let armedAt else { return false }
    return clock.now.timeIntervalSince(armedAt) >= Self.gracePeriod
  }

  /// Whether `code` is the saved code. Asks the store every time: the code may have changed.
  private func isSavedCode(_ code: String) -> Bool {
    code == codes.loadCode()
  }
}
