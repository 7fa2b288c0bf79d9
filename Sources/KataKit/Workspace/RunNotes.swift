import Foundation

/// What a run shows after its light, from the journal: the kata's recap when it is done,
/// the time box spent, and when the rotation timer says it is time to hand over.
struct RunNotes: Sendable {
  /// The workspace the run was in.
  let workspace: Workspace

  /// The kata's recap, when a run with `light` is the first green of the last step: the
  /// kata is done. `entries` is the journal with the run in it.
  func recap(after light: Light, in entries: [JournalEntry]) -> String? {
    guard light == .green, workspace.stepIndex == workspace.kata.stepCount - 1,
      workspace.history(ofStep: workspace.stepIndex, in: entries).lights.filter({ $0 == .green })
        .count == 1
    else { return nil }
    return workspace.kata.recap?.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The whole minutes spent on the current step at `now`, with the step's time box; `nil`
  /// without a time box, or when the journal does not say when the step began.
  func timeBox(in entries: [JournalEntry], now: Date) -> (minutes: Int, box: Int)? {
    guard let box = workspace.state.timeboxMinutes, let started = workspace.stepStarted(in: entries)
    else {
      return nil
    }
    return (Int(now.timeIntervalSince(started) / 60), box)
  }

  /// The driver and the whole minutes they have driven, when the rotation timer says it
  /// is time to hand over; `nil` without a timer or before it is time.
  func rotationDue(
    in entries: [JournalEntry], now: Date
  ) -> (driver: String?, minutes: Int, every: Int)? {
    guard let every = workspace.state.rotationMinutes,
      let since = entries.last(where: { $0.event == .rotate || $0.event == .start })
        .flatMap({ JournalEntry.seconds($0.time) })
    else { return nil }
    let minutes = (Int(now.timeIntervalSince1970) - since) / 60
    return minutes >= every ? (workspace.state.driver, minutes, every) : nil
  }
}
