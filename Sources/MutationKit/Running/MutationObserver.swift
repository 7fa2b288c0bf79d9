/// What a run tells as it goes: lines of progress, how many mutants it will try, each
/// mutant's outcome once known, and the outcomes it decided without a trial (kept from the
/// last run, equivalent, not covered), for a terminal, a log, or the report of a run stopped
/// half way.
struct MutationObserver: Sendable {
  /// Called with a line of progress now and then.
  var progress: @Sendable (String) -> Void
  /// Called once with the number of mutants the run will try, before the first.
  var willTry: (@Sendable (Int) -> Void)?
  /// Called with each mutant tried, as the report will have it, from whichever thread
  /// tried it.
  var tried: (@Sendable (MutationReport.Entry) -> Void)?
  /// Called with the outcomes decided without a trial.
  var settled: (@Sendable ([MutationReport.Entry]) -> Void)?

  /// An observer of lines of progress alone, or of everything.
  init(
    progress: @escaping @Sendable (String) -> Void,
    willTry: (@Sendable (Int) -> Void)? = nil,
    tried: (@Sendable (MutationReport.Entry) -> Void)? = nil,
    settled: (@Sendable ([MutationReport.Entry]) -> Void)? = nil
  ) {
    self.progress = progress
    self.willTry = willTry
    self.tried = tried
    self.settled = settled
  }
}
