import Foundation
import Testing

@testable import CommandLineSupport
@testable import MutationKit

/// The counts a waiting person sees: tried of planned, caught and survived, the time left,
/// at most every interval, a line a mutant when asked, none for a JSON report.
@Suite struct ProgressBoardTests {
  let mutants = MutantFinder().mutants(
    in: "func f(_ a: Int) -> Bool { a < 1 && a > 2 }", file: "Sources/F/F.swift")

  /// The lines a board writes for `outcomes`, tried one second apart.
  func lines(interval: Double, verbose: Bool = false, _ outcomes: [MutantOutcome]) -> [String] {
    let written = Locked<[String]>([])
    let clock = Locked(Date(timeIntervalSince1970: 0))
    let board = ProgressBoard(
      write: { line in written.withLock { $0.append(line) } }, verbose: verbose,
      interval: interval, now: { clock.withLock { $0 } })
    board.willTry(outcomes.count)
    for (mutant, outcome) in zip(mutants, outcomes) {
      clock.withLock { $0 += 1 }
      board.tried(MutationReport.Entry(mutant: mutant, outcome: outcome))
    }
    #expect(board.entries.count == outcomes.count)
    return written.withLock { $0 }
  }

  @Test func countsAreShownAtMostEveryIntervalAndAtTheEnd() {
    #expect(mutants.count >= 4)

    let shown = lines(interval: 2, [.killed, .survived, .killed, .timedOut])

    #expect(
      shown == [
        "Tried 1 of 4 mutants: 1 caught, 0 survived; about 3 s left",
        "Tried 3 of 4 mutants: 2 caught, 1 survived; about 1 s left",
        "Tried 4 of 4 mutants: 3 caught, 1 survived",
      ])
  }

  @Test func verboseNamesEveryMutantAndJSONGetsNoCounts() {
    let shown = lines(interval: .infinity, verbose: true, [.killed, .survived])

    #expect(shown == ["\(mutants[0].label): killed", "\(mutants[1].label): survived"])
    #expect(lines(interval: .infinity, [.killed]).isEmpty)
  }
}
