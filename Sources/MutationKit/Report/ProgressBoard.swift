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
    var settled: [MutationReport.Entry] = []
    var started: Date?
    var lastShown: Date?
    var phase: String?
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

  /// Notes `line`, the run's latest line of progress, as what the run is doing now.
  func note(_ line: String) {
    state.withLock { $0.phase = line }
  }

  /// What the run was doing at its latest line of progress, such as "Building the copy with
  /// every mutant in it"; `nil` before the first.
  var phase: String? {
    state.withLock { $0.phase }
  }

  /// Keeps `entries`, outcomes the run decided without a trial, for the report of a run
  /// stopped half way; they count in no line of progress.
  func settled(_ entries: [MutationReport.Entry]) {
    state.withLock { $0.settled += entries }
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
  func tried(_ entry: MutationReport.Entry) {
    guard !Interrupt.isStopping else { return }
    let time = now()
    let line = state.withLock { state -> String? in
      state.entries.append(entry)
      let due = state.lastShown.map { time.timeIntervalSince($0) >= interval } ?? true
      let last = state.entries.count == state.planned
      guard interval.isFinite, due || last else { return nil }
      state.lastShown = time
      return Self.counts(of: state, at: time)
    }
    if verbose { write("\(entry.mutant.label): \(entry.outcome.words)") }
    if let line { write(line) }
  }

  /// The outcomes so far: those decided without a trial, then the mutants tried, in the
  /// order they were.
  var entries: [MutationReport.Entry] {
    state.withLock { $0.settled + $0.entries }
  }

  /// How many outcomes were decided without a trial.
  var settledCount: Int {
    state.withLock { $0.settled.count }
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
