import Foundation

extension Retrospective {
  /// The debrief of the room in `folder` at `now`, or of its `range` of the day (read in
  /// `calendar`), as `kata dashboard retro ROOM` prints it and the server's `/retro` shows
  /// it; `anonymous`, each pair named by its animal.
  init(
    room folder: URL, range: DebriefRange?, guides: [String: String], calendar: Calendar,
    now: Date, anonymous: Bool
  ) {
    let classroom = Classroom(folder: folder)
    let dashboard = Dashboard(
      classroom: range?.cut(classroom) ?? classroom, now: range?.end(at: now) ?? now,
      since: range?.since)
    self.init(dashboard: dashboard, guides: guides, anonymous: anonymous)
    covers = range?.description(in: calendar)
    endsAt = range?.until.map { DebriefRange.time($0, in: calendar) }
    guard let range else { return }
    let runs = classroom.journals.flatMap(\.entries).filter { $0.event == .run }
      .compactMap { JournalEntry.seconds($0.time) }
    guard !runs.contains(where: range.contains) else { return }
    let moment = { (seconds: Int) in
      "\(DebriefRange.day(seconds, in: calendar)) \(DebriefRange.time(seconds, in: calendar))"
    }
    emptyBlock =
      if let first = runs.min(), let last = runs.max() {
        "No pair ran its tests in this block: the room's runs go from \(moment(first)) to \(moment(last))."
      } else {
        "No pair has run its tests in this room yet."
      }
  }
}
