import Foundation

/// What the instructor's dashboard shows: one row per learner and kata, each run's light in
/// minute columns aligned across the room (long idle stretches collapsed), and what only
/// TDDKit knows: the step, red before green, hints, chaffs caught and line coverage.
struct Dashboard: Codable, Equatable, Sendable {
  /// How the rows are ordered.
  enum Order: String, Sendable, CaseIterable {
    /// Most steps done first, then most green runs, then by name.
    case progress
    /// By learner, then kata.
    case name
  }

  /// The room's first event, as ISO 8601.
  var start: String?
  /// The timeline's columns, aligned across the rows.
  var columns: [Timeline.Column]
  /// One row per pair and kata.
  var rows: [PairRow]

  /// When the instructor paused the room's clocks for a break that lasts, as ISO 8601;
  /// `nil` while they run.
  var pausedSince: String?
  /// The instructor's line to the room (`kata dashboard say ROOM`), shown above the
  /// lights; `nil` when there is none.
  var message: String?

  /// The dashboard of `classroom`, rows in `order`; `now`, when given, tells how long each
  /// pair has been on its step and whether it may be stuck. With `since` (seconds since
  /// 1970), the debrief's findings are those from then on (``DebriefRange``).
  init(classroom: Classroom, order: Order = .progress, now: Date? = nil, since: Int? = nil) {
    let times = classroom.journals.flatMap(\.entries).filter { $0.event == .run }
      .compactMap { JournalEntry.seconds($0.time) }
    let first = times.min()
    start =
      classroom.journals.flatMap(\.entries).first { JournalEntry.seconds($0.time) == first }?.time
    func minute(_ entry: JournalEntry) -> Int? {
      guard let first, let seconds = JournalEntry.seconds(entry.time) else { return nil }
      return max(0, (seconds - first) / 60)
    }
    let busy = Set(
      classroom.journals.flatMap(\.entries).filter { $0.event == .run }.compactMap(minute))
    let timeline = Timeline(busy: busy)
    columns = timeline.columns
    message = classroom.message
    pausedSince = classroom.clock.pausedSince.map {
      ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: Double($0)))
    }
    let kept = Self.snapshotsKept(in: classroom)
    let tally = JournalTally(
      now: now.map { Int($0.timeIntervalSince1970) }, clock: classroom.clock, since: since)
    rows = classroom.journals.map { journal in
      tally.row(
        of: journal, column: { minute($0).flatMap { timeline.columnOf[$0] } ?? 0 },
        hasCode: { kept[$0.learner ?? journal.learner]?.contains($0.snapshot ?? "") == true })
    }
    switch order {
    case .progress:
      rows.sort {
        ($1.stepsDone, $1.green, $0.learner, $0.kata ?? "", $0.workspaceNumber)
          < ($0.stepsDone, $0.green, $1.learner, $1.kata ?? "", $1.workspaceNumber)
      }
    case .name:
      rows.sort {
        ($0.learner, $0.kata ?? "", $0.workspaceNumber)
          < ($1.learner, $1.kata ?? "", $1.workspaceNumber)
      }
    }
  }

  /// The fingerprints of the code the classroom keeps, by learner, to link only the lights
  /// whose diff it can show.
  private static func snapshotsKept(in classroom: Classroom) -> [String: Set<String>] {
    var kept: [String: Set<String>] = [:]
    let learners = classroom.journals.flatMap { journal in
      [journal.learner] + journal.entries.compactMap(\.learner)
    }
    for learner in Set(learners) where LearnerName.isValid(learner) {
      let snapshots = classroom.folder.appendingPathComponent("\(learner)/snapshots")
      kept[learner] = Set(
        ((try? FileManager.default.contentsOfDirectory(atPath: snapshots.path)) ?? []).map {
          String($0.dropLast(".json".count))
        })
    }
    return kept
  }
}
