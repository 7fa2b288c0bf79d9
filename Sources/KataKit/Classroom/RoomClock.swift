import CommandLineSupport
import Foundation

/// The room's clock: the breaks the instructor paused it for (`kata dashboard pause ROOM`
/// and `--resume`), kept in `ROOM/.clock.json`. A break counts on no pair's clock, so after
/// lunch the wall does not call every pair stuck.
struct RoomClock: Codable, Equatable, Sendable {
  /// One break: from when, and until when (`nil` while it lasts), in seconds since 1970.
  struct Pause: Codable, Equatable, Sendable {
    var from: Int
    var to: Int?
  }

  /// The breaks, oldest first; only the last may still last.
  var pauses: [Pause] = []

  /// The file in the room's folder that keeps the clock.
  static let fileName = ".clock.json"

  /// A clock with no break.
  init() {}

  /// The clock of the room in `folder`; one with no break when it has none, or when its file
  /// is not a clock (the room's folder is the one record; a damaged clock stops nothing).
  init(in folder: URL) {
    let file = folder.appendingPathComponent(Self.fileName)
    self =
      (try? Data(contentsOf: file)).flatMap { try? JSONDecoder().decode(Self.self, from: $0) }
      ?? Self()
  }

  /// Writes the clock into the room's `folder`, atomically.
  func write(in folder: URL) throws(KataError) {
    let file = folder.appendingPathComponent(Self.fileName)
    guard let data = try? JSONEncoder().encode(self) else {
      throw .file(path: file.path, reason: "cannot encode the room's clock")
    }
    do {
      try AtomicFile.write(data, to: file)
    } catch {
      throw .file(path: error.path, reason: error.reason)
    }
  }

  /// When the break that lasts now began, in seconds since 1970; `nil` when the clock runs.
  var pausedSince: Int? {
    pauses.last.flatMap { $0.to == nil ? $0.from : nil }
  }

  /// Starts a break at `time`; `false`, changing nothing, when one lasts already.
  mutating func pause(at time: Int) -> Bool {
    guard pausedSince == nil else { return false }
    pauses.append(Pause(from: time))
    return true
  }

  /// Ends the break that lasts at `time`; `false`, changing nothing, when none does.
  mutating func resume(at time: Int) -> Bool {
    guard let since = pausedSince else { return false }
    pauses[pauses.count - 1].to = max(since, time)
    return true
  }

  /// The seconds of breaks between `start` and `end` (a break that lasts counts to `end`).
  func paused(from start: Int, to end: Int) -> Int {
    pauses.reduce(0) { total, pause in
      total + max(0, min(end, pause.to ?? end) - max(start, pause.from))
    }
  }
}
