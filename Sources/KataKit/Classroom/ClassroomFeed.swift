import CommandLineSupport
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends a workspace's journal entries, and the code of each run, to the instructor's
/// classroom: a folder (a network share, a synced drive), where they are appended to
/// `DIR/NAME/KATA.jsonl` beside `DIR/NAME/snapshots/`, or a classroom server (`kata
/// dashboard ROOM --serve PORT`), which does the same on the instructor's laptop.
///
/// No light is ever lost: every entry goes first into the workspace's outbox, and leaves it
/// only when the classroom has it. A classroom that is away (a missing folder, a server
/// that does not answer) costs one warning; what waits is sent with the next run.
final class ClassroomFeed: Sendable {
  /// Where the entries go.
  enum Destination: Equatable, Sendable {
    /// A classroom folder.
    case folder(URL)
    /// A classroom server, by its base address, such as `http://192.168.1.20:8080`.
    case server(URL)
    /// An address as learners mistype it (no `http://`, or a page of the room pasted from
    /// the browser), with what to type instead: it takes nothing.
    case mistyped(String, advice: String)
  }

  /// Where the entries go.
  let destination: Destination
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
    destination: Destination, token: String?, learner: String, kata: String, outbox: URL,
    snapshots: URL
  ) {
    self.destination = destination
    self.token = token
    self.learner = learner
    self.kata = kata
    self.outbox = outbox
    self.snapshots = snapshots
  }

  /// A classroom given as `text`: an `http://` or `https://` address, else a folder (relative
  /// paths from `base`).
  static func destination(_ text: String, relativeTo base: URL) -> Destination {
    let folder = URL(fileURLWithPath: text, relativeTo: base).standardizedFileURL
    if let advice = advice(for: text, folder: folder) { return .mistyped(text, advice: advice) }
    if let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? "") {
      return .server(url)
    }
    return .folder(folder)
  }

  /// Where the classroom is, for messages: a server's address without any credentials, or
  /// the folder's path.
  var shown: String {
    switch destination {
    case .folder(let folder): folder.path
    case .server(let url): Self.address(of: url)
    case .mistyped(let text, _): text
    }
  }

  /// `url` as `scheme://host:port`, leaving out any user or password it carries.
  static func address(of url: URL) -> String {
    "\(url.scheme ?? "http")://\(url.host ?? "")" + (url.port.map { ":\($0)" } ?? "")
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
          try Self.deliver(entries, codes, to: folder, known: &known)
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
        "warning: the classroom \(shown) did not take this run (\($0)); it waits in the workspace and goes with the next run, and your light is not affected"
      }
    }
  }

  /// Appends `entries` to their journals in the classroom folder `folder`, and the code of
  /// their runs beside them, leaving out every entry whose id its journal has already (a
  /// retry, or a journal sent again). `known` holds the ids by journal, read when first
  /// needed; returns how many entries were appended.
  @discardableResult
  static func deliver(
    _ entries: [JournalEntry], _ codes: [String: [String: String]], to folder: URL,
    known: inout [String: Set<String>]
  ) throws -> Int {
    guard FileManager.default.isFolder(atPath: folder.path) else {
      throw KataError.file(path: folder.path, reason: "no such folder")
    }
    var appended = 0
    for entry in entries {
      guard let learner = entry.learner, let kata = entry.kata else { continue }
      let place = folder.appendingPathComponent(learner)
      let journal = Journal(url: place.appendingPathComponent("\(kata).jsonl"))
      let key = journal.url.path
      if let id = entry.id {
        if known[key] == nil { known[key] = Set(journal.entries().compactMap(\.id)) }
        if known[key, default: []].contains(id) { continue }
      }
      if let fingerprint = entry.snapshot, let code = codes[fingerprint] {
        _ = try CodeSnapshot.keep(
          code.mapValues { Data($0.utf8) }, in: place.appendingPathComponent("snapshots"))
      }
      try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
      try journal.append(
        entry, atMost: Journal.maximumSize, full: .journalFull(learner: learner, kata: kata))
      if let id = entry.id { known[key, default: []].insert(id) }
      appended += 1
    }
    return appended
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
    let (status, answer) = Self.send(request)
    saying.withLock {
      $0 = status == 200 ? .heard(RoomMessage.line(inAnswer: answer)) : .unheard
    }
    guard status == 200 else {
      throw KataError.cannotReachClassroom(Self.address(of: base), Self.reason(status, answer))
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
      let (status, answer) = Self.send(request)
      guard status == 200 else {
        throw .cannotReachClassroom(Self.address(of: base), Self.reason(status, answer))
      }
    }
  }

  /// Why a server did not take a request, in a few words; never the token.
  static func reason(_ status: Int, _ answer: String) -> String {
    switch status {
    case 0: "no answer; check the address and that the instructor's dashboard is serving"
    case 401: "it refused the room token; ask the instructor for it (--room-token)"
    default:
      "HTTP \(status)"
        + (answer.isEmpty
          ? "" : ": " + (answer.split(separator: "\n").first.map(String.init) ?? ""))
    }
  }

  /// Sends `request` and waits for the status and the body's text; status 0 without an
  /// answer. The room's token goes to the room's server alone: a redirect elsewhere gets no
  /// answer.
  static func send(_ request: URLRequest) -> (status: Int, text: String) {
    switch GuardedFetch.send(request, maximumBytes: 1 << 20, seconds: request.timeoutInterval) {
    case .success(let (response, data)):
      (response.statusCode, String(decoding: data, as: UTF8.self))
    case .failure:
      (0, "")
    }
  }
}
