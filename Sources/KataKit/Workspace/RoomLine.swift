import Foundation

/// The instructor's line to the room, at a run: shown once, at the first run that hears it,
/// and at every `kata status`.
struct RoomLine: Sendable {
  /// The workspace that hears the room.
  let workspace: Workspace

  /// The room's line to show after this run: the instructor's line when this workspace has
  /// not shown it yet, remembered in the state so the next run stays quiet; `nil` otherwise.
  /// When the room has no line any more, the state forgets the last one, so the same line
  /// said again is shown again. A room that does not answer changes nothing, and a state
  /// that cannot be written costs the learner nothing but seeing the line again.
  func unheard() -> String? {
    guard let classroom = workspace.classroom, case .heard(let line) = classroom.roomSaying() else {
      return nil
    }
    var kept = workspace.keptState ?? workspace.state
    guard kept.roomLineShown != line else { return nil }
    kept.roomLineShown = line
    try? workspace.save(kept)
    return line
  }

  /// The room's line as it stands, for `kata status`, which shows it whenever the room has
  /// one; `nil` without a line, or when the room does not answer.
  var current: String? {
    guard let classroom = workspace.classroom, case .heard(let line) = classroom.roomSaying() else {
      return nil
    }
    return line
  }
}
