/// What the wall and the desk say of a pair beyond its counts: whom it names, when it was
/// last seen, who drives and when the keyboard changes hands.
extension PairRow {
  /// What the anonymous wall names the row by: the learner's name for their first
  /// workspace of a kata, and the workspace too for any other (a second pair who chose the
  /// same name on another laptop), so every row has an animal of its own.
  var animalKey: String {
    workspaceNumber > 1 ? "\(learner)/\(workspace ?? String(workspaceNumber))" : learner
  }

  /// The kata as the row names it: its id, and for a pair's second workspace of the kata
  /// (a restart, or `--from`) its number, so it reads as theirs but apart from the first.
  var kataLabel: String? {
    kata.map { Self.kataLabel($0, workspace: workspaceNumber) }
  }

  /// `kata` as a row, a diff page and the debrief name a workspace of it: with its number
  /// after the first.
  static func kataLabel(_ kata: String, workspace number: Int) -> String {
    number > 1 ? "\(kata) · workspace \(number)" : kata
  }

  /// When the pair was last seen, short enough for the wall's pinned column: "just now",
  /// "4 min ago", "2 h ago"; "–" without a clock or an entry.
  var seen: String {
    switch minutesSinceSeen {
    case nil: "–"
    case 0?: "just now"
    case let minutes?: "\(Self.duration(minutes)) ago"
    }
  }

  /// `minutes` as a wall says a while: "4 min", "3 h", "3 days".
  static func duration(_ minutes: Int) -> String {
    switch minutes {
    case ..<60: "\(minutes) min"
    case ..<(48 * 60): "\(minutes / 60) h"
    default: "\(minutes / (24 * 60)) days"
    }
  }

  /// Whether the driver has driven the whole of the pair's rotation timer.
  var rotationDue: Bool {
    guard let minutesDriving, let rotateEvery else { return false }
    return minutesDriving >= rotateEvery
  }

  /// The driver's time at the keyboard in words for the wall: "12 of 15 min" against the
  /// pair's timer, "12 min" without one; `nil` without a driver or a clock.
  var driving: String? {
    guard let minutesDriving else { return nil }
    return rotateEvery.map { "\(minutesDriving) of \($0) min" } ?? "\(minutesDriving) min"
  }

  /// Who drives after the driver: the next member of the pair's name (`ada+bob+cy`), round
  /// the table; `nil` for a pair of one, or a driver who is not a member.
  var nextDriver: String? {
    let members = learner.split(separator: "+").map(String.init)
    guard members.count > 1, let driver, let index = members.firstIndex(of: driver) else {
      return nil
    }
    return members[(index + 1) % members.count]
  }

  /// The rotation as a countdown for the wall, as a mob timer shows it: "2 min left, then
  /// bob", or "hand over to bob" once the time is up; `nil` without a timer.
  var countdown: String? {
    guard let minutesDriving, let rotateEvery else { return nil }
    let next = nextDriver.map { " to \($0)" } ?? ""
    guard minutesDriving < rotateEvery else { return "hand over\(next)" }
    return "\(rotateEvery - minutesDriving) min left" + (nextDriver.map { ", then \($0)" } ?? "")
  }
}
