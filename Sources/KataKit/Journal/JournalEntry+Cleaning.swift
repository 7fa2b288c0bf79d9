import CommandLineSupport

extension JournalEntry {
  /// The entry with every free text (a verdict's words, a chaff's summary, a problem, a
  /// reason) as ``TerminalText`` cleans it: a learner's laptop wrote it, and the room shows
  /// it on pages and in the instructor's terminal, where a control character could clear the
  /// screen or a direction mark reverse a line. A problem keeps its line breaks.
  var cleaned: JournalEntry {
    var entry = self
    entry.unfinished = unfinished.map { TerminalText.cleaned($0) }
    entry.letThrough = letThrough.map { TerminalText.cleaned($0) }
    entry.fallback = fallback.map { TerminalText.cleaned($0) }
    entry.problem = problem.map { TerminalText.cleaned($0, keepingLines: true) }
    if var verdict {
      verdict.problem = verdict.problem.map { TerminalText.cleaned($0, keepingLines: true) }
      verdict.caught = verdict.caught.map { TerminalText.cleaned($0) }
      verdict.missed = verdict.missed.map { chaff in
        var chaff = chaff
        chaff.id = TerminalText.cleaned(chaff.id)
        chaff.summary = TerminalText.cleaned(chaff.summary)
        chaff.mutant = chaff.mutant.map { TerminalText.cleaned($0) }
        return chaff
      }
      entry.verdict = verdict
    }
    if var coverage {
      coverage.uncovered = coverage.uncovered.map { TerminalText.cleaned($0) }
      coverage.asked = coverage.asked?.map { TerminalText.cleaned($0) }
      entry.coverage = coverage
    }
    return entry
  }
}
