import Foundation
import ToDo

/// Records the notifications of one name posted to one centre, for synchronous assertions.
final class NotificationRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [Notification] = []
  private var observer: (any NSObjectProtocol)?
  private let center: NotificationCenter

  init(name: Notification.Name, center: NotificationCenter) {
    self.center = center
    observer = center.addObserver(forName: name, object: nil, queue: nil) { [weak self] in
      self?.record($0)
    }
  }

  deinit {
    if let observer { center.removeObserver(observer) }
  }

  var notifications: [Notification] {
    lock.withLock { recorded }
  }

  private func record(_ notification: Notification) {
    lock.withLock { recorded.append(notification) }
  }
}
