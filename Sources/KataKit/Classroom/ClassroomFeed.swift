import CommandLineSupport
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends a workspace's journal entries, and the code of each run, to the instructor's
/// classroom: a folder (a network share, a synced drive), where they are appended to
/// `DIR/NAME/KATA.jsonl` beside `DIR/NAME/snapshots/`, or a classroom server (`kata
/// dashboard serve ROOM --port PORT`), which does the same on the instructor's laptop.
///
/// No light is ever lost: every entry goes first into the workspace's outbox, and leaves it
/// only when the classroom has it. A classroom that is away (a missing folder, a server
/// that does not answer) costs one warning; what waits is sent with the next run.
final class ClassroomFeed: Sendable {
  /// Where the entries go.
  let destination: ClassroomDestination
  /// The room token a server asks for; it goes into the `Authorization` header only.
  let token: String?
  /// The learner's (or pair's) name in the classroom.
  let learner: String
  /// The kata's id.
  let kata: String
  /// The workspace's outbox: entries the classroom does not have yet, one JSON line each.
  let outbox: URL
  /// The workspace's snapshots of the code, by fingerprint.
  let snapshots: URL
  private let problem = Locked<String?>(nil)
  /// What the room said with its last answer to this feed; `nil` before it was asked.
  let saying = Locked<RoomSaying?>(nil)

  /// The feed of `learner`'s entries for `kata` to `destination`, waiting in `outbox`.
  init(
    destination: ClassroomDestination, token: String?, learner: String, kata: String, outbox: URL,
    snapshots: URL
  ) {
    self.destination = destination
    self.token = token
    self.learner = learner
    self.kata = kata
    self.outbox = outbox
    self.snapshots = snapshots
  }

  /// Puts `entry` in the outbox and sends everything waiting there; a failure is kept for
  /// ``takeWarning()`` instead of thrown, and the entries wait for the next run.
  func append(_ entry: JournalEntry) {
    send([entry])
  }

  /// Puts `entries` in the outbox, each naming the learner and the kata, and sends
  /// everything waiting there, as ``append(_:)`` does: for a journal that goes to a
  /// classroom named later (`kata set classroom`).
  func send(_ entries: [JournalEntry]) {
    do {
      let box = Journal(url: outbox)
      for var entry in entries {
        entry.learner = entry.learner ?? learner
        entry.kata = entry.kata ?? kata
        try box.append(entry)
      }
    } catch {
      problem.withLock { $0 = $0 ?? "\(error)" }
      return
    }
    flush()
  }

  /// Sends every entry waiting in the outbox, oldest first, and empties it once the
  /// classroom has them.
  func flush() {
    do {
      try Journal(url: outbox).drain { entries throws in
        let wanted = Set(entries.compactMap(\.snapshot))
        var codes: [String: [String: String]] = [:]
        for fingerprint in wanted {
          codes[fingerprint] = try? CodeSnapshot.read(fingerprint, in: snapshots)
        }
        switch destination {
        case .folder(let folder):
          var known: [String: Set<String>] = [:]
          try FolderDelivery.deliver(entries, codes, to: folder, known: &known)
        case .server(let url): try deliver(entries, codes, to: url)
        case .mistyped(let text, let advice): throw KataError.cannotReachClassroom(text, advice)
        }
      }
    } catch KataError.cannotReachClassroom(_, let reason) {
      problem.withLock { $0 = $0 ?? reason }
    } catch {
      problem.withLock { $0 = $0 ?? "\(error)" }
    }
  }

  /// The first problem since the last call, as one warning line, or `nil`.
  func takeWarning() -> String? {
    problem.withLock { problem in
      defer { problem = nil }
      return problem.map {
        "warning: the classroom \(destination.shown) did not take this run (\($0)); it waits in the workspace and goes with the next run, and your light is not affected"
      }
    }
  }

  /// Posts `entries` and their code to the classroom server at `base`.
  private func deliver(
    _ entries: [JournalEntry], _ codes: [String: [String: String]], to base: URL
  ) throws {
    let body = try JSONEncoder().encode(
      ClassroomServer.Delivery(entries: entries, snapshots: codes))
    var request = URLRequest(url: base.appendingPathComponent("entries"), timeoutInterval: 5)
    request.httpMethod = "POST"
    request.httpBody = body
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
    let (status, answer) = ClassroomRequest.send(request)
    saying.withLock {
      $0 = status == 200 ? .heard(RoomMessage.line(inAnswer: answer)) : .unheard
    }
    guard status == 200 else {
      throw KataError.cannotReachClassroom(
        ClassroomDestination.address(of: base), ClassroomRequest.reason(status, answer))
    }
  }

  /// Whether the classroom can be used: the folder exists, or the server answers and takes
  /// the token. Throws one line naming the classroom and what is wrong.
  func check() throws(KataError) {
    switch destination {
    case .folder(let folder):
      guard FileManager.default.isFolder(atPath: folder.path) else {
        throw .cannotReachClassroom(
          folder.path, "no such folder; ask the instructor for the room's folder or server")
      }
    case .mistyped(let text, let advice):
      throw .cannotReachClassroom(text, advice)
    case .server(let base):
      var request = URLRequest(url: base.appendingPathComponent("room"), timeoutInterval: 5)
      if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
      let (status, answer) = ClassroomRequest.send(request)
      guard status == 200 else {
        throw .cannotReachClassroom(
          ClassroomDestination.address(of: base), ClassroomRequest.reason(status, answer))
      }
    }
  }
}
