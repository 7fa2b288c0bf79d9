/// The rotation timer of each pair on the wall: who drives, for how long, and when a pair
/// set a timer (`kata rotate --every`), whether the driver is due to hand over, so the room
/// sees the rotations from the back as the pair sees them at each run.
extension Dashboard {
  /// Sets how long the driver of `entries` has driven, since the last change of driver or
  /// the start, by `now` less the room's breaks, and the pair's rotation timer.
  static func addRotation(
    of entries: [JournalEntry], to row: inout Row, now: Int?, clock: RoomClock
  ) {
    guard row.driver != nil else { return }
    row.rotateEvery = entries.last { $0.event == .run || $0.event == .rotate }?.rotateEvery
    guard let now,
      let since = entries.last(where: { $0.event == .rotate || $0.event == .start })
        .flatMap({ JournalEntry.seconds($0.time) })
    else { return }
    row.minutesDriving = max(0, now - since - clock.paused(from: since, to: now)) / 60
  }
}

extension Dashboard.Row {
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
