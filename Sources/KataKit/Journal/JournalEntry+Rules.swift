extension JournalEntry {
  /// The most characters of a free text: a verdict's words, a chaff's summary, a reason.
  static let maximumText = 2_000
  /// The largest count an entry may hold (tests, hints, lines, minutes): far above any real
  /// run, far below what a sum of thousands of them could overflow.
  static let maximumCount = 10_000_000

  /// The first rule of a journal entry that this one breaks, in words naming the field and
  /// what it must be; `nil` for an entry every reader can use as it is.
  ///
  /// The classroom's server refuses an entry that breaks one, before anything is written;
  /// every reader of a journal skips such a line with a warning. So no value from a learner's
  /// laptop reaches a page, a path or a sum unchecked.
  var brokenRule: String? {
    if Self.seconds(time) == nil { return "time must be a time such as 2026-11-23T09:15:02Z" }
    // A far-off time would stretch every clock of the wall and the debrief.
    if !("2000"..."2099").contains(time.prefix(4)) {
      return "time must be in the years 2000 to 2099"
    }
    if !Self.isID(step) { return "step must be a step's id" }
    if !(1...100_000).contains(stepNumber) { return "stepNumber must be from 1 to 100000" }
    let counts = [
      ("tests", tests), ("failures", failures), ("skipped", skipped), ("hints", hints),
      ("timebox", timebox), ("steps", steps), ("rotateEvery", rotateEvery),
    ]
    for (field, value) in counts where value.map({ !(0...Self.maximumCount).contains($0) }) ?? false
    {
      return "\(field) must be from 0 to \(Self.maximumCount)"
    }
    if let seconds, !(seconds.isFinite && (0...1_000_000).contains(seconds)) {
      return "seconds must be from 0 to 1000000"
    }
    if let coverage, let broken = Self.brokenRule(of: coverage) { return broken }
    if let verdict, let broken = Self.brokenRule(of: verdict) { return broken }
    if let learner, let broken = LearnerName.brokenRule(of: learner) {
      return "learner must be a learner's name: \(broken)"
    }
    if let driver, let broken = LearnerName.brokenRule(of: driver) {
      return "driver must be a learner's name: \(broken)"
    }
    if let kata, !Self.isID(kata) { return "kata must be a kata's id" }
    if let id, !Self.isID(id) { return "id must be letters, digits and '-'" }
    if let workspace, !Self.isID(workspace) { return "workspace must be letters, digits and '-'" }
    if let snapshot, !ContentFingerprint.isFingerprint(snapshot) {
      return "snapshot must be a content fingerprint"
    }
    for (field, text) in [
      ("unfinished", unfinished), ("letThrough", letThrough), ("fallback", fallback),
      ("problem", problem),
    ]
    where (text?.count ?? 0) > Self.maximumText {
      return "\(field) must be at most \(Self.maximumText) characters"
    }
    return nil
  }

  /// Whether `text` can be an id of a kata, a step or an entry: a plain folder name of at
  /// most 100 characters that does not start with a dot.
  static func isID(_ text: String) -> Bool {
    text.utf8.count <= 100 && !text.hasPrefix(".") && SafePath.isPlainName(text)
  }

  private static func brokenRule(of coverage: ModuleCoverage) -> String? {
    guard (0...maximumCount).contains(coverage.count),
      (0...coverage.count).contains(coverage.covered)
    else { return "coverage must count from 0 to \(maximumCount) lines, covered no more than all" }
    return areShort(coverage.uncovered + (coverage.asked ?? []))
      ? nil : "coverage must name at most 1000 files, each in a short path"
  }

  private static func brokenRule(of verdict: TestFirstVerdict) -> String? {
    let texts =
      [verdict.problem ?? ""] + verdict.caught + verdict.missed.flatMap { [$0.id, $0.summary] }
      + verdict.missed.compactMap(\.mutant)
    return areShort(texts) ? nil : "verdict must name at most 1000 chaffs, each in short words"
  }

  private static func areShort(_ texts: [String]) -> Bool {
    texts.count <= 1_000 && texts.allSatisfy { $0.count <= maximumText }
  }
}
