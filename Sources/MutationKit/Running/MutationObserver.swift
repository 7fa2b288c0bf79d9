/// What a run tells as it goes: lines of progress, how many mutants it is about to try, and
/// each mutant's outcome once known, for a terminal, a log, or the report of a run stopped
/// half way.
struct MutationObserver: Sendable {
  /// Called with a line of progress now and then.
  var progress: @Sendable (String) -> Void
  /// Called with the number of mutants about to be tried, before each batch of them.
  var willTry: (@Sendable (Int) -> Void)?
  /// Called with each mutant tried and its outcome, from whichever thread tried it.
  var tried: (@Sendable (Mutant, MutantOutcome) -> Void)?

  /// An observer of lines of progress alone, or of everything.
  init(
    progress: @escaping @Sendable (String) -> Void,
    willTry: (@Sendable (Int) -> Void)? = nil,
    tried: (@Sendable (Mutant, MutantOutcome) -> Void)? = nil
  ) {
    self.progress = progress
    self.willTry = willTry
    self.tried = tried
  }
}
