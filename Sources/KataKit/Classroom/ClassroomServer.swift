import CommandLineSupport
import Foundation

/// The classroom over HTTP, on the instructor's laptop (`kata dashboard serve ROOM --port PORT`):
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
  /// The katas' facilitator guides by kata, for the debrief's questions on `/retro`.
  let guides: [String: String]
  /// The calendar in which `/retro?since=10:00` is read: the instructor's time zone.
  let calendar: Calendar
  /// The ids of the entries each journal of the room holds, read once per journal, so a
  /// retried post is kept once. Posts are taken one at a time, under its lock.
  private let seen = Locked<[String: Set<String>]>([:])
  /// When each workspace's entries last arrived, by ``Classroom/LearnerJournal/key``, in
  /// seconds since 1970 by the server's clock: the wall's "last seen" of a pair whose runs
  /// waited while the room was away. Kept in memory; a restart forgets it.
  private let contacts = Locked<[String: Int]>([:])
  /// The room's journals as last read: a page reads only the lines that came since.
  private let cache = JournalCache()
  /// The desk's and the wall's pages, rendered once per change of the room for every reader.
  private let pages = SharedRendering()
  /// The warnings of the room's reading already told on the instructor's terminal.
  private let warned = Locked<Set<String>>([])
  /// What the room may still hold on this disk.
  /// Tells the instructor's terminal a line (cleaned there, as every line to it is).
  private let warn: @Sendable (String) -> Void
  private let quota: Locked<RoomQuota>

  /// The server of the room in `folder`, taking posts with `token` within `limits`;
  /// `guides` and `calendar` serve the debrief.
  init(
    folder: URL, token: String, now: @escaping @Sendable () -> Date,
    guides: [String: String] = [:], calendar: Calendar = .current,
    limits: RoomQuota.Limits = .standard,
    warn: @escaping @Sendable (String) -> Void = {
      Console.standard(environment: [:]).error($0, tool: "kata dashboard")
    }
  ) {
    self.folder = folder
    self.token = token
    self.now = now
    self.guides = guides
    self.calendar = calendar
    self.warn = warn
    quota = Locked(RoomQuota(folder: folder, limits: limits))
  }

  /// Tells the instructor once, for each of `learners`, that `what`.
  private func warnOnce(about learners: Set<String>, _ what: String) {
    for learner in learners.sorted()
    where warned.withLock({ $0.insert("quota: \(learner)").inserted }) {
      warn("warning: \(TerminalText.quoted(learner, limit: 64)): \(what)")
    }
  }

  /// The answer to a request whose head alone tells it, before its body is read: a post
  /// without the room's token is refused without reading what it sends.
  func screen(_ request: HTTPRequest) -> HTTPResponse? {
    guard request.method == "POST", request.path == "/entries" else { return nil }
    return refusal(of: request)
  }

  /// The 401 for a request without the room's token, saying whether none was sent or a
  /// wrong one (never which); `nil` when it has the token.
  func refusal(of request: HTTPRequest) -> HTTPResponse? {
    guard let sent = request.bearerToken else { return .error(401, Self.noToken) }
    return Self.same(sent, token) ? nil : .error(401, Self.wrongToken)
  }

  /// What the server answers a request with no room token.
  static let noToken = "no room token sent"
  /// What the server answers a request with a token that is not the room's.
  static let wrongToken = "wrong room token"

  /// The answer to `request`.
  func respond(to request: HTTPRequest) -> HTTPResponse {
    switch (request.method, request.path) {
    case ("GET", "/"), ("GET", "/projector"):
      let view = DashboardView(request: request)
      return pages.answer("page", of: view, room: folder, at: now()) {
        .page { dashboard().html(view: view, live: true, nonce: $0) }
      }
    case ("GET", "/table"):
      let view = DashboardView(request: request)
      return pages.answer("table", of: view, room: folder, at: now()) {
        .html(dashboard().table(view: view))
      }
    case ("GET", "/diff"):
      return diff(request.query)
    case ("GET", "/retro"):
      return retro(request.query)
    case ("GET", "/room"):
      if let refusal = refusal(of: request) { return refusal }
      return .json(roomAnswer(learner: request.query["learner"]))
    case ("POST", "/entries"):
      if let refusal = refusal(of: request) { return refusal }
      return take(request.body)
    case (_, "/"), (_, "/projector"), (_, "/table"), (_, "/diff"), (_, "/retro"), (_, "/room"),
      (_, "/entries"):
      return .error(
        405, "\(TerminalText.quoted(request.method)) is not taken at \(request.path)")
    default:
      return .error(404, "no page at \(TerminalText.quoted(request.path))")
    }
  }

  /// What `/room` answers a workspace that has the token: the room's name, the
  /// instructor's line to the room (`say`, for `kata status`) and, asked about a `learner`,
  /// the katas that name already has journals of, so `kata start` and `kata doctor` can say
  /// when a name is taken.
  private func roomAnswer(learner: String?) -> Data {
    struct Answer: Encodable {
      var room: String
      var say: String?
      var katas: [String]?
      /// Whether the room takes no new name, asked of a name it does not have.
      var full: Bool?
    }
    let named = learner.flatMap { LearnerName.isValid($0) ? $0 : nil }
    let katas = named.map { ClassroomFeed.katas(of: $0, inFolder: folder) }
    let answer = Answer(
      room: folder.lastPathComponent, say: RoomMessage.read(in: folder), katas: katas,
      full: named.map { name in quota.withLock { !$0.takes(name) } })
    return (try? JSONEncoder().encode(answer)) ?? Data()
  }

  /// What a post of entries is answered: how many entries were kept, and the instructor's
  /// line to the room (`say`), which the workspace shows at the run that posted them.
  private func taken(_ kept: Int) -> Data {
    struct Answer: Encodable {
      var kept: Int
      var say: String?
    }
    return (try? JSONEncoder().encode(Answer(kept: kept, say: RoomMessage.read(in: folder))))
      ?? Data()
  }

  /// The room's dashboard as its journals are now, each workspace last seen at its last
  /// entry or its last post, whichever is later.
  func dashboard() -> Dashboard {
    var classroom = Classroom(folder: folder, cache: cache)
    // The room's folder is the one record: a line it skips is told once, where the
    // instructor reads, as the command line tells it.
    for warning in classroom.warnings where warned.withLock({ $0.insert(warning).inserted }) {
      warn("warning: \(warning)")
    }
    let contacts = contacts.current
    for index in classroom.journals.indices {
      let journal = classroom.journals[index]
      classroom.journals[index].lastContact =
        contacts[
          Classroom.LearnerJournal.key(
            learner: journal.learner, kata: journal.kata, workspace: journal.workspace)]
    }
    return Dashboard(classroom: classroom, now: now())
  }

  /// Appends a delivery's entries to their journals, once each, and keeps their code; every
  /// entry and every snapshot is checked first, and nothing is written unless all pass. Each
  /// entry's texts are cleaned of control characters and direction marks as they come in.
  private func take(_ body: Data) -> HTTPResponse {
    let delivery: Delivery
    do {
      delivery = try JSONDecoder().decode(Delivery.self, from: body)
    } catch {
      return .error(
        400,
        "not a delivery of journal entries (JSON with entries and snapshots): \(DecodingError.summary(of: error, in: body))"
      )
    }
    let now = Int(now().timeIntervalSince1970)
    if let refusal = Self.refusal(of: delivery, now: now) { return .error(400, refusal) }
    let entries = delivery.entries.map(\.cleaned)
    if let full = fullJournal(after: entries) {
      return .error(
        413,
        "the journal of \(full.learner)'s \(full.kata) is full (\(Journal.maximumSize >> 20) MiB); nothing of this post was kept"
      )
    }
    let keep: Set<String>
    switch quota.withLock({ $0.admit(entries, codes: delivery.snapshots) }) {
    case .refused(let reason):
      return .error(507, reason)
    case .kept(let code, let leftOut):
      keep = code
      warnOnce(
        about: leftOut,
        "the room keeps no more of their code (\(quota.withLock { $0.limits.codeBytes } >> 20) MiB), only their lights"
      )
    }
    do {
      let codes = delivery.snapshots.filter { keep.contains($0.key) }
      let kept = try seen.withLock { known in
        try FolderDelivery.deliver(entries, codes, to: folder, known: &known)
      }
      defer { pages.postTaken() }
      contacts.withLock { contacts in
        for entry in entries {
          guard let learner = entry.learner else { continue }
          contacts[
            Classroom.LearnerJournal.key(
              learner: learner, kata: entry.kata, workspace: entry.workspace)] = now
        }
      }
      return .json(taken(kept))
    } catch KataError.journalFull(let learner, let kata) {
      return .error(
        413, "the journal of \(learner)'s \(kata) is full (\(Journal.maximumSize >> 20) MiB)")
    } catch {
      // The reason stays on the instructor's laptop: it names the room's folder.
      warn("cannot keep entries: \(error)")
      return .error(
        500, "the room's folder did not take the entries; the instructor's terminal says why")
    }
  }

  /// The learner and kata of the first journal `entries` would take past
  /// ``Journal/maximumSize``, counting every entry of the post: such a post is refused whole.
  private func fullJournal(after entries: [JournalEntry]) -> (learner: String, kata: String)? {
    var added: [String: Int] = [:]
    for entry in entries {
      guard let learner = entry.learner, let kata = entry.kata else { continue }
      let path = folder.appendingPathComponent("\(learner)/\(kata).jsonl").path
      added[path, default: 0] += Journal.line(of: entry)?.count ?? 0
      let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
      if size + added[path, default: 0] > Journal.maximumSize { return (learner, kata) }
    }
    return nil
  }

  /// How far from the server's clock an entry's time may be: a laptop's clock a day ahead,
  /// or a run that waited a month for the room (`kata watch` sends what waited). Beyond it,
  /// a time is a mistake or an attack, which would stretch every timeline of the room.
  static let timeWindow = (ahead: 86_400, behind: 31 * 86_400)

  /// Why `delivery` is refused, naming the entry or snapshot and the rule; `nil` when every
  /// entry names its learner and kata, keeps the rules and has a time within
  /// ``timeWindow`` of `now` (seconds since 1970), and every snapshot is a few files under
  /// safe paths, stored under their own fingerprint.
  static func refusal(of delivery: Delivery, now: Int) -> String? {
    for (number, entry) in delivery.entries.enumerated() {
      guard entry.learner != nil, entry.kata != nil else {
        return "entries[\(number)] names no learner and kata"
      }
      if let broken = entry.brokenRule { return "entries[\(number)]: \(broken)" }
      if let seconds = JournalEntry.seconds(entry.time),
        !((now - timeWindow.behind)...(now + timeWindow.ahead)).contains(seconds)
      {
        return
          "entries[\(number)]: time must be within a day ahead and 31 days behind the room's clock"
      }
    }
    for (fingerprint, code) in delivery.snapshots {
      guard ContentFingerprint.isFingerprint(fingerprint),
        CodeSnapshot.fingerprint(of: code) == fingerprint
      else { return "the code under \(fingerprint.prefix(20)) is not what its fingerprint says" }
      guard code.count <= CodeSnapshot.maximumFiles else {
        return
          "the code under \(fingerprint.prefix(20)) has \(code.count) files; at most \(CodeSnapshot.maximumFiles) are kept"
      }
      if let path = code.keys.first(where: { $0.utf8.count > 300 }) {
        return
          "the code under \(fingerprint.prefix(20)) names a path of \(path.utf8.count) bytes; at most 300"
      }
      if let path = code.keys.first(where: { (try? SafePath.checked($0)) == nil }) {
        return
          "the code under \(fingerprint.prefix(20)) names \"\(TerminalText.quoted(path))\", which is not a path under Sources/ or Tests/"
      }
    }
    return nil
  }

  /// `/retro?since=10:00&until=12:00&anonymous=1`: the debrief of the room, or of a block of
  /// the day read in the server's calendar, as a page for the wall.
  private func retro(_ query: [String: String]) -> HTTPResponse {
    let now = now()
    var moments: [Int?] = []
    for name in ["since", "until"] {
      guard let text = query[name] else {
        moments.append(nil)
        continue
      }
      guard let moment = DebriefRange.moment(text, now: now, calendar: calendar) else {
        return .error(400, "\(name) must be \(DebriefRange.expected)")
      }
      moments.append(moment)
    }
    let range =
      moments.allSatisfy { $0 == nil } ? nil : DebriefRange(since: moments[0], until: moments[1])
    if let since = range?.since, let until = range?.until, until <= since {
      return .error(400, "until must be after since")
    }
    let retrospective = Retrospective(
      room: folder, range: range, guides: guides, calendar: calendar, now: now,
      anonymous: query["anonymous"] == "1")
    return .page { RetroPage(retrospective: retrospective).html(nonce: $0) }
  }

  /// `/diff?learner=ada&kata=first-tests&run=3&workspace=ID`: the code of the third run of
  /// a learner's workspace against its second, as a page; without a workspace, of the
  /// runs from before workspace ids were kept.
  private func diff(_ query: [String: String]) -> HTTPResponse {
    let workspace = query["workspace"]
    guard let learner = query["learner"], LearnerName.isValid(learner),
      let kata = query["kata"], JournalEntry.isID(kata),
      let number = query["run"].flatMap(Int.init), number >= 1,
      workspace.map(JournalEntry.isID) ?? true
    else { return .error(400, "ask for /diff?learner=NAME&kata=KATA&run=N&workspace=ID") }
    // A workspace renamed on the way (`kata set name`) has runs under each of its names.
    let journals =
      workspace == nil
      ? []
      : Classroom(folder: folder).journals.filter { $0.workspace == workspace && $0.kata == kata }
    let names = [learner] + journals.flatMap { [$0.learner] + $0.entries.compactMap(\.learner) }
    let runs = Set(names + [learner]).filter(LearnerName.isValid).flatMap { name in
      let journal = Journal(url: folder.appendingPathComponent("\(name)/\(kata).jsonl"))
      return ((try? journal.read(checked: true))?.entries ?? [])
        .filter { $0.event == .run && $0.workspace == workspace }
    }.sorted { $0.time < $1.time }
    guard number <= runs.count else { return .error(404, "\(learner) has no run \(number)") }
    let code = { (entry: JournalEntry?) -> [String: String]? in
      guard let entry, let snapshot = entry.snapshot else { return nil }
      let snapshots = folder.appendingPathComponent("\(entry.learner ?? learner)/snapshots")
      return try? CodeSnapshot.read(snapshot, in: snapshots)
    }
    let after = code(runs[number - 1])
    let before = number > 1 ? code(runs[number - 2]) : [:]
    let page = DiffPage(
      learner: learner, kata: kata, run: runs[number - 1], number: number, before: before,
      after: after, runs: runs.count, workspace: workspace,
      workspaceNumber: journals.first?.number ?? 1)
    return .page { page.html(nonce: $0) }
  }

  /// Whether `given` is `token`, compared in a time that does not tell how much of it was
  /// right.
  static func same(_ given: String?, _ token: String) -> Bool {
    guard let given else { return false }
    let a = Array(given.utf8)
    let b = Array(token.utf8)
    var difference = a.count ^ b.count
    for index in 0..<min(a.count, b.count) { difference |= Int(a[index] ^ b[index]) }
    return difference == 0
  }
}
