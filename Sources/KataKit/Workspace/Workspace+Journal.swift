import Foundation

/// The workspace's journal: entries logged (and sent to the classroom), the driver, and
/// the steps' histories read back.
extension Workspace {
  /// Appends `entry` to the journal with the learner's name and the workspace's id, and
  /// sends it to the classroom (with an id, so the classroom keeps it once); a `start`, `next` or `reset` entry
  /// carries the step count, and those and a `run` entry the time box, for the dashboard.
  func log(_ entry: JournalEntry) throws(KataError) {
    var entry = entry
    entry.learner = state.learner
    entry.kata = kata.id
    entry.workspace = state.workspaceID
    if [.start, .next, .reset, .run].contains(entry.event) {
      // A run carries the time box too: one set with `kata set timebox` mid-step counts
      // on the wall from the next run on.
      entry.timebox = state.timeboxMinutes
    }
    if [.start, .next, .reset].contains(entry.event) {
      entry.steps = kata.stepCount
      if entry.event == .start { entry.mode = LearningMode(testFirst: state.isTestFirst) }
    }
    entry.id = entry.id ?? UUID().uuidString
    if let index = kata.manifest.steps.firstIndex(where: { $0.id == entry.step }),
      kata.step(index).kind.reshapes
    {
      entry.reshapes = true
    }
    try journal.append(entry)
    classroom?.append(entry)
  }

  /// Records that `driver` took the keyboard, for pairs and mobs that rotate.
  func rotate(to driver: String, now: Date) throws(KataError) {
    var entry = JournalEntry(
      time: Self.isoTime(now), event: .rotate, step: step.id, stepNumber: stepIndex + 1)
    entry.driver = driver
    entry.rotateEvery = state.rotationMinutes
    try log(entry)
  }

  /// When the current step began, by the journal's `entries`: its `start`, `next` or
  /// `reset` entry; `nil` in a journal from before those were kept.
  func stepStarted(in entries: [JournalEntry]) -> Date? {
    let formatter = ISO8601DateFormatter()
    return entries.last {
      $0.step == step.id && [.start, .next, .reset].contains($0.event)
    }.flatMap { formatter.date(from: $0.time) }
  }

  /// The history of every step reached so far.
  func histories() -> [StepHistory] {
    let entries = journal.entries()
    return (min(state.firstStep, stepIndex)...stepIndex).map { history(ofStep: $0, in: entries) }
  }

  /// The history of the step at `index`, from the journal's `entries`.
  func history(ofStep index: Int, in entries: [JournalEntry]) -> StepHistory {
    StepHistory(
      step: kata.step(index).id, stepNumber: index + 1, entries: entries,
      isRefactor: kata.step(index).kind.reshapes)
  }

  /// The history of the current step.
  var currentHistory: StepHistory {
    history(ofStep: stepIndex, in: journal.entries())
  }
}
