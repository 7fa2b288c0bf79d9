import Foundation

/// A door alarm. Once armed, it gives you 30 seconds to leave; a door that opens after that
/// triggers it: the siren starts and the owner gets a message. Only the saved code
/// disarms it.
final class DoorAlarm {
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

  /// Arms the alarm and starts the 30 seconds of grace.
  func arm() {
    armedAt = clock.now
  }

  /// Disarms the alarm, when `code` is the saved code, and stops the siren if it was
  /// sounding.
  func disarm(code: String) {
    guard code == codes.loadCode() else { return }
    if armedAt != nil {
      siren.stop()
    }
    armedAt = nil
    isTriggered = false
  }

  /// Saves `newCode` as the code, when `oldCode` is the saved code.
  func changeCode(from oldCode: String, to newCode: String) {
    guard oldCode == codes.loadCode() else { return }
    codes.saveCode(newCode)
  }

  /// Triggers the alarm, starts the siren and tells the owner, when it was armed at least 30 seconds ago and
  /// is not triggered yet.
  func doorOpened() {
    guard !isTriggered, let armedAt, clock.now.timeIntervalSince(armedAt) >= 30 else { return }
    isTriggered = true
    notifier.send("The door opened while the alarm was on.")
    siren.start()
  }
}
