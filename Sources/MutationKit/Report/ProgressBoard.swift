import CommandLineSupport
import Foundation

/// The counts of a run while it goes, for the person waiting: how many of the planned
/// mutants were tried, how many caught and survived, and about how long is left, in a line
/// at most every `interval` seconds; with `verbose`, a line for every mutant too. It keeps
/// the outcomes, so a run stopped half way can still report what it found.
struct ProgressBoard: Sendable {
  /// What the board has seen.
  private struct State {
    var planned = 0
    var entries: [MutationReport.Entry] = []
    var started: Date?
    var lastShown: Date?
  }

  private let state = Locked(State())
  /// Where the lines go.
  let write: @Sendable (String) -> Void
  /// Whether every mutant gets a line of its own.
  let verbose: Bool
  /// The fewest seconds between two lines of counts; infinite for none (a JSON report).
  let interval: Double
  /// The clock, for the estimate.
  let now: @Sendable () -> Date
  /// When the board was made, as the run began: a stopped run's time is counted from then.
  let began: Date

  /// A board writing to `write`, a line per mutant when `verbose`, the counts at most every
  /// `interval` seconds, on the clock `now`.
  init(
    write: @escaping @Sendable (String) -> Void, verbose: Bool, interval: Double,
    now: @escaping @Sendable () -> Date
  ) {
    self.write = write
    self.verbose = verbose
    self.interval = interval
    self.now = now
    began = now()
  }

  /// Adds `count` mutants to those planned.
  func willTry(_ count: Int) {
    state.withLock { state in
      state.planned += count
      if state.started == nil { state.started = now() }
    }
  }

  /// Records `mutant`'s outcome, and writes the lines that are due; none once the tool is
  /// stopping, when a test run ended by the interrupt shows no outcome.
  func tried(_ mutant: Mutant, _ outcome: MutantOutcome) {
    guard !Interrupt.isStopping else { return }
    let time = now()
    let line = state.withLock { state -> String? in
      state.entries.append(MutationReport.Entry(mutant: mutant, outcome: outcome))
      let due = state.lastShown.map { time.timeIntervalSince($0) >= interval } ?? true
      let last = state.entries.count == state.planned
      guard interval.isFinite, due || last else { return nil }
      state.lastShown = time
      return Self.counts(of: state, at: time)
    }
    if verbose { write("\(mutant.label): \(outcome.words)") }
    if let line { write(line) }
  }

  /// The outcomes so far, in the order the mutants were tried.
  var entries: [MutationReport.Entry] {
    state.withLock { $0.entries }
  }

  /// How many mutants were planned.
  var planned: Int {
    state.withLock { $0.planned }
  }

  /// The seconds since the run began, its build and its measuring included.
  var elapsed: Double {
    now().timeIntervalSince(began)
  }

  /// `Tried 12 of 236 mutants: 9 caught, 3 survived; about 4 min left`.
  private static func counts(of state: State, at time: Date) -> String {
    let done = state.entries.count
    let caught = state.entries.filter(\.outcome.isCaught).count
    let survived = state.entries.filter { $0.outcome == .survived }.count
    var line = "Tried \(done) of \(state.planned) mutants: \(caught) caught, \(survived) survived"
    if let started = state.started, done < state.planned, done > 0 {
      let left = time.timeIntervalSince(started) / Double(done) * Double(state.planned - done)
      line +=
        left < 90
        ? "; about \(Int(left.rounded())) s left" : "; about \(Int((left / 60).rounded())) min left"
    }
    return line
  }
}
