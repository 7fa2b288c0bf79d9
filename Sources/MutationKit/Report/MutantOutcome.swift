/// What became of a mutant.
enum MutantOutcome: String, Codable, Sendable, CaseIterable {
  /// A test failed or crashed with the mutant in: the tests caught it.
  case killed
  /// The tests ran past the time limit with the mutant in (it made a loop endless, say):
  /// counted as caught.
  case timedOut = "timed-out"
  /// Every test passed with the mutant in: no test checks what it changed.
  case survived
  /// No test runs its line, so it was not tried.
  case notCovered = "not-covered"
  /// It did not compile: not a program, so not counted.
  case notBuilt = "not-built"
  /// The configuration lists it as behaving as the code does, with the reason: not tried.
  case equivalent
  /// It survived, and the optimizing compiler makes the same machine code of it as of the
  /// original (`--prune-equivalent`): no test could catch it, so it is not counted.
  case compilerEquivalent = "equivalent-compiler"

  /// Whether the tests caught the mutant.
  var isCaught: Bool { self == .killed || self == .timedOut }

  /// How the reports name it.
  var words: String {
    switch self {
    case .killed: "killed"
    case .timedOut: "timed out"
    case .survived: "survived"
    case .notCovered: "not covered"
    case .notBuilt: "not built"
    case .equivalent: "equivalent"
    case .compilerEquivalent: "equivalent (compiler)"
    }
  }
}
