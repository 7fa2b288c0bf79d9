import CommandLineSupport
import Foundation

/// The classroom over HTTP, on the instructor's laptop (`kata dashboard ROOM --serve PORT`):
/// a workshop network has no shared folder, so the learners' workspaces post their journal
/// entries here, and the server appends them to the room's folder exactly as a shared folder
/// would get them. The folder stays the one record.
///
/// Posting needs the room's token (in the `Authorization` header); the pages are open to the
/// workshop network, so any laptop or the projector can show them.
struct ClassroomServer: Sendable {
  /// What a workspace posts to `/entries`: journal entries, each naming its learner and
  /// kata, and the code of their runs by fingerprint.
  struct Delivery: Codable, Sendable {
    var entries: [JournalEntry]
    var snapshots: [String: [String: String]]
  }

  /// The room's folder.
  let folder: URL
  /// The token a post must carry.
  let token: String
  /// The clock of the pages: how long a pair has been on a step.
  let now: @Sendable () -> Date
  /// The ids of the entries each journal of the room holds, read once per journal, so a
  /// retried post is kept once.
  private let seen = Locked<[String: Set<String>]>([:])

  /// The server of the room in `folder`, taking posts with `token`.
  init(folder: URL, token: String, now: @escaping @Sendable () -> Date) {
    self.folder = folder
    self.token = token
    self.now = now
  }

  /// The answer to `request`.
  func respond(to request: HTTPRequest) -> HTTPResponse {
    switch (request.method, request.path) {
    case ("GET", "/"), ("GET", "/projector"):
      let view = DashboardView(request: request)
      return .html(dashboard().html(view: view, live: true))
    case ("GET", "/table"):
      return .html(dashboard().table(view: DashboardView(request: request)))
    case ("GET", "/diff"):
      return diff(request.query)
    case ("GET", "/room"):
      guard request.bearerToken == token else { return .error(401, "wrong or missing room token") }
      return .json((try? JSONEncoder().encode(["room": folder.lastPathComponent])) ?? Data())
    case ("POST", "/entries"):
      guard request.bearerToken == token else { return .error(401, "wrong or missing room token") }
      return take(request.body)
    case (_, "/"), (_, "/projector"), (_, "/table"), (_, "/diff"), (_, "/room"), (_, "/entries"):
      return .error(405, "\(request.method) is not taken at \(request.path)")
    default:
      return .error(404, "no page at \(request.path)")
    }
  }

  /// The room's dashboard as its journals are now.
  func dashboard() -> Dashboard {
    Dashboard(classroom: Classroom(folder: folder), now: now())
  }

  /// Appends a delivery's entries to their journals, once each, and keeps their code.
  private func take(_ body: Data) -> HTTPResponse {
    guard let delivery = try? JSONDecoder().decode(Delivery.self, from: body) else {
      return .error(400, "not a delivery of journal entries (JSON with entries and snapshots)")
    }
    for (number, entry) in delivery.entries.enumerated() {
      guard let learner = entry.learner, LearnerName.isValid(learner),
        let kata = entry.kata, SafePath.isPlainName(kata)
      else {
        return .error(400, "entry \(number + 1) names no valid learner and kata")
      }
    }
    for (fingerprint, code) in delivery.snapshots
    where CodeSnapshot.fingerprint(of: code) != fingerprint {
      return .error(400, "the code under \(fingerprint) is not what its fingerprint says")
    }
    var kept = 0
    do {
      for entry in delivery.entries {
        guard let learner = entry.learner, let kata = entry.kata else { continue }
        let journal = Journal(url: folder.appendingPathComponent("\(learner)/\(kata).jsonl"))
        guard isNew(entry, in: journal) else { continue }
        try ClassroomFeed.deliver([entry], delivery.snapshots, to: folder)
        kept += 1
      }
    } catch {
      return .error(500, "the room's folder did not take the entries: \(error)")
    }
    return .json(Data("{\"kept\":\(kept)}".utf8))
  }

  /// Whether `journal` has no entry with `entry`'s id yet (an entry without one is new),
  /// noting it as kept.
  private func isNew(_ entry: JournalEntry, in journal: Journal) -> Bool {
    guard let id = entry.id else { return true }
    return seen.withLock { seen in
      if seen[journal.url.path] == nil {
        seen[journal.url.path] = Set(journal.entries().compactMap(\.id))
      }
      return seen[journal.url.path, default: []].insert(id).inserted
    }
  }

  /// `/diff?learner=ada&kata=first-tests&run=3`: the code of a learner's third run against
  /// their second, as a page.
  private func diff(_ query: [String: String]) -> HTTPResponse {
    guard let learner = query["learner"], LearnerName.isValid(learner),
      let kata = query["kata"], SafePath.isPlainName(kata),
      let number = query["run"].flatMap(Int.init), number >= 1
    else { return .error(400, "ask for /diff?learner=NAME&kata=KATA&run=N") }
    let place = folder.appendingPathComponent(learner)
    let runs = Journal(url: place.appendingPathComponent("\(kata).jsonl")).entries()
      .filter { $0.event == .run }.sorted { $0.time < $1.time }
    guard number <= runs.count else { return .error(404, "\(learner) has no run \(number)") }
    let snapshots = place.appendingPathComponent("snapshots")
    let code = { (entry: JournalEntry?) -> [String: String]? in
      entry?.snapshot.flatMap { try? CodeSnapshot.read($0, in: snapshots) }
    }
    let after = code(runs[number - 1])
    let before = number > 1 ? code(runs[number - 2]) : [:]
    return .html(
      DiffPage(
        learner: learner, kata: kata, run: runs[number - 1], number: number, before: before,
        after: after
      ).html)
  }
}
