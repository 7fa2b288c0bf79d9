import SwiftLexer

/// Finds the mutants of one Swift source file, on its tokens: never inside a string, a
/// comment, an attribute's arguments or a `#if` block (whose code may not be compiled
/// here), and only on operators written with a space on each side, as swift-format writes
/// them, so generic angle brackets and prefix signs are never taken for comparisons.
public struct MutantFinder: Sendable {
  /// The operators to use; all by default.
  var operators: Set<MutationOperator>
  /// The functions whose calls, arguments and all, get no mutant (PIT's "avoid calls to").
  var skippedCalls: Set<String>

  /// The calls skipped unless the configuration names others: checks that only a crash
  /// test could catch, and logging, whose mutants change nothing a test asserts.
  public static let defaultSkippedCalls: Set<String> = [
    "precondition", "preconditionFailure", "assert", "assertionFailure", "fatalError",
    "print", "debugPrint", "dump", "NSLog", "os_log",
  ]

  /// A finder using `operators`, leaving the calls of `skippedCalls` alone.
  public init(
    operators: Set<MutationOperator> = Set(MutationOperator.allCases),
    skippedCalls: Set<String> = defaultSkippedCalls
  ) {
    self.operators = operators
    self.skippedCalls = skippedCalls
  }

  /// The mutants of `text`, the file at `path` (relative to the package root), in the order
  /// of the file.
  public func mutants(in text: String, file path: String) -> [Mutant] {
    FileScan(SwiftSource(text), file: path, operators: operators, skippedCalls: skippedCalls)
      .mutants()
  }

  /// The binary operators and what each becomes.
  static let binary: [String: (MutationOperator, String)] = [
    "<": (.relationalBoundary, "<="), "<=": (.relationalBoundary, "<"),
    ">": (.relationalBoundary, ">="), ">=": (.relationalBoundary, ">"),
    "==": (.negatedEquality, "!="), "!=": (.negatedEquality, "=="),
    "&&": (.logicalConnective, "||"), "||": (.logicalConnective, "&&"),
    "+": (.arithmetic, "-"), "-": (.arithmetic, "+"),
    "*": (.arithmetic, "/"), "/": (.arithmetic, "*"),
  ]
}
