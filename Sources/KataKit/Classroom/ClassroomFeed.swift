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
  /// What went wrong since the last warning.
  private enum Problem {
    /// What the classroom refused for good, counted, with the first reason of each kind.
    struct Tally {
      var codes = 0
      var codeReason: String?
      var entries = 0
      var entryReason: String?
    }

    /// The classroom is away or could not take entries for now: they wait.
    case waiting(String)
    /// The classroom refused some runs' code, or some entries, for good.
    case leftOut(Tally)
  }

  private let problem = Locked<Problem?>(nil)
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
      problem.withLock { $0 = $0 ?? .waiting("\(error)") }
      return
    }
    flush()
  }

  /// Sends every entry waiting in the outbox, oldest first, and keeps only those the
  /// classroom has not taken and may still take: a classroom that is away keeps them all,
  /// one that refuses an entry for good (its code, or the entry itself) does not keep it
  /// from the runs after it.
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
          return []
        case .server(let url): return post(entries, codes, to: url)
        case .mistyped(let text, let advice): throw KataError.cannotReachClassroom(text, advice)
        }
      }
    } catch KataError.cannotReachClassroom(_, let reason) {
      problem.withLock { $0 = $0 ?? .waiting(reason) }
    } catch {
      problem.withLock { $0 = $0 ?? .waiting("\(error)") }
    }
  }

  /// The first problem since the last call, as one warning line, or `nil`.
  func takeWarning() -> String? {
    problem.withLock { problem in
      defer { problem = nil }
      return problem.map { problem in
        switch problem {
        case .waiting(let reason):
          "warning: the classroom \(destination.shown) did not take this run (\(reason)); it waits in the workspace and goes with the next run, and your light is not affected"
        case .leftOut(let tally):
          "warning: the classroom \(destination.shown) "
            + [
              tally.codeReason.map {
                "took \(tally.codes.counting("run")) without \(tally.codes == 1 ? "its" : "their") code (\($0))"
              },
              tally.entryReason.map {
                "refused \(tally.entries.counting("entry")) for good (\($0))"
              },
            ].compactMap { $0 }.joined(separator: " and ")
            + "; this workspace's journal keeps everything, nothing waits, and your light is not affected"
        }
      }
    }
  }

  /// Posts `entries` and their code to the classroom server at `base`, in posts the server
  /// takes whole, and returns those still waiting: from the first post the server could not
  /// take for now (away, full, the token refused) on. A post refused for what it holds is
  /// tried entry by entry, an entry refused with its code again without it, and an entry
  /// refused alone is left out, each said once.
  private func post(
    _ entries: [JournalEntry], _ codes: [String: [String: String]], to base: URL
  ) -> [JournalEntry] {
    var waiting: [JournalEntry] = []
    for post in Self.batches(of: entries, codes: codes, within: HTTPServer.bodyLimit - (64 << 10)) {
      guard waiting.isEmpty else {
        waiting += post
        continue
      }
      switch answer(to: post, codes, at: base) {
      case .taken: continue
      case .later(let reason):
        problem.withLock { $0 = $0 ?? .waiting(reason) }
        waiting = post
      case .refused(let reason):
        waiting = oneByOne(post, codes, at: base, refusedWhole: reason)
      }
    }
    return waiting
  }

  /// Posts each of `entries` alone, with its code and, refused so, again without it; an
  /// entry refused alone is left out. Returns the entries still waiting: from the first the
  /// server could not take for now on. A post of one entry, refused as `refusedWhole`, is
  /// not sent again as it was.
  private func oneByOne(
    _ entries: [JournalEntry], _ codes: [String: [String: String]], at base: URL,
    refusedWhole: String
  ) -> [JournalEntry] {
    for (index, entry) in entries.enumerated() {
      var bare = entry
      bare.snapshot = nil
      var answered =
        entries.count == 1 ? .refused(refusedWhole) : answer(to: [entry], codes, at: base)
      if case .refused(let reason) = answered, entry.snapshot != nil {
        answered = answer(to: [bare], [:], at: base)
        if case .taken = answered {
          problem.withLock { $0 = Self.adding(.codeLeftOut(reason), to: $0) }
        }
      }
      switch answered {
      case .taken: continue
      case .refused(let reason):
        problem.withLock { $0 = Self.adding(.entryLeftOut(reason), to: $0) }
      case .later(let reason):
        problem.withLock { $0 = $0 ?? .waiting(reason) }
        return Array(entries[index...])
      }
    }
    return []
  }

  /// What a classroom server made of a post.
  private enum Answer {
    case taken
    /// Refused for what it holds: the same post would be refused again.
    case refused(String)
    /// Not taken for now: the server is away, full or refused the token.
    case later(String)
  }

  /// Posts `entries` with the code they name to the server at `base`.
  private func answer(
    to entries: [JournalEntry], _ codes: [String: [String: String]], at base: URL
  ) -> Answer {
    let wanted = Set(entries.compactMap(\.snapshot))
    guard
      let body = try? JSONEncoder().encode(
        ClassroomServer.Delivery(
          entries: entries, snapshots: codes.filter { wanted.contains($0.key) })
      )
    else { return .refused("an entry could not be encoded") }
    var request = URLRequest(url: base.appendingPathComponent("entries"), timeoutInterval: 5)
    request.httpMethod = "POST"
    request.httpBody = body
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
    let (status, answer) = ClassroomRequest.send(request)
    saying.withLock {
      $0 = status == 200 ? .heard(RoomMessage.line(inAnswer: answer)) : .unheard
    }
    let reason = ClassroomRequest.reason(status, answer)
    switch status {
    case 200: return .taken
    case 400, 413: return .refused(reason)
    default: return .later(reason)
    }
  }

  /// `entries` in order, cut into posts whose entries and code take at most `limit` bytes
  /// (an entry whose code alone is larger is a post of its own).
  static func batches(
    of entries: [JournalEntry], codes: [String: [String: String]], within limit: Int
  ) -> [[JournalEntry]] {
    var batches: [[JournalEntry]] = []
    var current: [JournalEntry] = []
    var size = 0
    var sent: Set<String> = []
    for entry in entries {
      var cost = (Journal.line(of: entry)?.count ?? 0) + 16
      if let fingerprint = entry.snapshot, !sent.contains(fingerprint),
        let files = codes[fingerprint]
      {
        cost += files.reduce(80) { $0 + $1.key.utf8.count + $1.value.utf8.count * 6 / 5 + 8 }
      }
      if !current.isEmpty, size + cost > limit {
        batches.append(current)
        (current, size, sent) = ([], 0, [])
      }
      current.append(entry)
      size += cost
      if let fingerprint = entry.snapshot { sent.insert(fingerprint) }
    }
    if !current.isEmpty { batches.append(current) }
    return batches
  }

  /// `problem` with one more thing left out; the first reason of each kind is kept.
  private static func adding(_ leftOut: LeftOut, to problem: Problem?) -> Problem {
    var tally: Problem.Tally
    if case .leftOut(let kept)? = problem {
      tally = kept
    } else if let problem {
      return problem
    } else {
      tally = Problem.Tally()
    }
    switch leftOut {
    case .codeLeftOut(let reason):
      tally.codes += 1
      tally.codeReason = tally.codeReason ?? reason
    case .entryLeftOut(let reason):
      tally.entries += 1
      tally.entryReason = tally.entryReason ?? reason
    }
    return .leftOut(tally)
  }

  /// One thing the classroom refused for good.
  private enum LeftOut {
    /// A run's code, for this reason; the run itself was taken.
    case codeLeftOut(String)
    /// An entry, for this reason.
    case entryLeftOut(String)
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
