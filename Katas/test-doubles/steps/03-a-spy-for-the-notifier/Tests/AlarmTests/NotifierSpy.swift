@testable import Alarm

/// A spy: records every message the alarm sends, for the test to look at afterwards.
final class NotifierSpy: Notifier {
  private(set) var messages: [String] = []

  func send(_ message: String) {
    messages.append(message)
  }
}
