import Foundation

extension Workspace {
  /// Moves to the next step after a green run: adds its tests (the sources are the
  /// learner's) and records the move, with what the step lacked when test-first `anyway`
  /// left it unfinished, and `letThrough`, the changes its tests were shown to pass.
  ///
  /// - Returns: the backed-up paths, and whether the step went green without red first.
  mutating func advance(now: Date, anyway: Bool = false, letThrough: String? = nil)
    throws(KataError) -> (backups: [String], skippedRed: Bool)
  {
    let history = currentHistory
    var unfinished: String?
    if !history.isGreen {
      let missing = history.missing
      guard anyway, state.isTestFirst else {
        throw .stepNotDone(step: stepIndex + 1, missing: missing, testFirst: state.isTestFirst)
      }
      unfinished = missing
    }
    guard stepIndex + 1 < kata.stepCount else { throw .kataComplete(kata.id) }
    let next = stepIndex + 1
    let testRemovals = kata.removals(atStep: next).filter { $0.hasPrefix("Tests/") }
    // A tidy step's tests are the learner's to reshape; its own are its solution.
    let backups =
      kata.step(next).kind == .tidy
      ? []
      : state.isTestFirst
        ? try learnerFiles.write(
          kata.changedSupport(atStep: next),
          removing: testRemovals.filter { kata.supportFiles(atStep: stepIndex)[$0] != nil },
          pristine: kata.supportFiles(atStep: stepIndex), backupLabel: "next", now: now)
        : try learnerFiles.write(
          kata.changedFiles(under: "Tests", atStep: next), removing: testRemovals,
          pristine: kata.files(under: "Tests", atStep: stepIndex), backupLabel: "next", now: now)
    state.stepIndex = next
    try save()
    var entry = JournalEntry(
      time: Self.isoTime(now), event: .next, step: step.id, stepNumber: next + 1)
    entry.unfinished = unfinished
    entry.letThrough = letThrough.map { String($0.prefix(JournalEntry.maximumText)) }
    try log(entry)
    return (backups, history.discipline == .greenWithoutRed)
  }

  /// The step's next hint, counted as read in the state and the journal; the last one
  /// again once every hint is read. `nil` when the step has none.
  mutating func nextHint(now: Date = Date()) throws(KataError) -> StepHint? {
    let hints = kata.hints(ofStep: stepIndex)
    guard !hints.isEmpty else { return nil }
    let number = min((state.hintsShown[step.id] ?? 0) + 1, hints.count)
    state.hintsShown[step.id] = number
    try save()
    try log(
      JournalEntry(
        time: Self.isoTime(now), event: .hint, step: step.id, stepNumber: stepIndex + 1,
        hints: number))
    return StepHint(text: hints[number - 1], number: number, total: hints.count)
  }

  /// The reference sources as of the current step.
  var referenceSources: [String: Data] {
    kata.files(under: "Sources", atStep: stepIndex)
  }

  /// Replaces the learner's sources by the reference of the current step (at a tidy step,
  /// the tests by its tidied tests), keeping backups.
  @discardableResult
  func applySolution(now: Date) throws(KataError) -> [String] {
    let backups =
      step.kind == .tidy
      ? try learnerFiles.replace(
        under: "Tests", with: kata.files(under: "Tests", atStep: stepIndex),
        backupLabel: "solution", now: now)
      : try learnerFiles.replace(
        under: "Sources", with: referenceSources, backupLabel: "solution", now: now)
    try log(
      JournalEntry(
        time: Self.isoTime(now), event: .solution, step: step.id, stepNumber: stepIndex + 1))
    return backups
  }

  /// Starts again: the whole kata from the step it was started at, or with `stepOnly` the
  /// current step from its start (its tests, and the reference of the step before). In
  /// test-first mode the learner's tests stay, except that starting the whole kata again
  /// leaves only the support files. Backups are kept.
  @discardableResult
  mutating func reset(stepOnly: Bool, now: Date) throws(KataError) -> [String] {
    let previous = stepIndex
    let target = stepOnly ? stepIndex : state.firstStep
    let sources = kata.files(under: "Sources", atStep: target - 1)
    var backups = try learnerFiles.replace(
      under: "Sources", with: sources, backupLabel: "reset", now: now)
    if !state.isTestFirst || !stepOnly {
      backups += try learnerFiles.replace(
        under: "Tests",
        with: state.isTestFirst
          ? kata.supportFiles(atStep: target) : kata.files(under: "Tests", atStep: target),
        backupLabel: "reset", now: now)
    }
    state.stepIndex = target
    if !stepOnly { state.hintsShown = [:] }
    try save()
    for index in target...previous {
      try log(
        JournalEntry(
          time: Self.isoTime(now), event: .reset, step: kata.step(index).id, stepNumber: index + 1))
    }
    return backups
  }

  /// A unified diff from the reference of the current step to the learner's sources.
  func diffFromReference() -> String {
    let placeholder = PackageTemplate.placeholderPath(module: kata.manifest.module)
    var learner = learnerFiles.files(under: "Sources")
    if learner[placeholder] == Data(PackageTemplate.placeholder.utf8) {
      learner.removeValue(forKey: placeholder)
    }
    let reference = referenceSources
    let paths = Set(learner.keys).union(reference.keys).sorted()
    return paths.map { path in
      LineDiff.unified(
        from: reference[path].map { String(decoding: $0, as: UTF8.self) },
        to: learner[path].map { String(decoding: $0, as: UTF8.self) },
        fromLabel: "reference/\(path)", toLabel: "yours/\(path)")
    }.joined()
  }

  /// `date` as ISO 8601 in UTC with seconds.
  static func isoTime(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: date)
  }
}
