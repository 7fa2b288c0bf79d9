import SwiftLexer

/// Finds the mutants of one Swift source file, on its tokens: never inside a string or
/// regex literal, a comment, an attribute's arguments or a `#if` branch a build here does
/// not compile (the branch it compiles is code like any other), and only on operators written with a space on each side, as swift-format writes
/// them, so generic angle brackets and prefix signs are never taken for comparisons.
public struct MutantFinder: Sendable {
  /// The operators to use; all by default.
  var operators: Set<MutationOperator>
  /// The functions whose calls, arguments and all, get no mutant (PIT's "avoid calls to").
  var skippedCalls: Set<String>
  /// What a build here compiles, which decides the branches of each `#if`.
  var conditions = CompilationConditions.here

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
    scan(text, file: path).mutants()
  }

  /// The scan of `text`, the file at `path`: its mutants, and its lines left out as code a
  /// build here does not compile.
  func scan(_ text: String, file path: String) -> FileScan {
    FileScan(
      SwiftSource(text), file: path, operators: operators, skippedCalls: skippedCalls,
      conditions: conditions)
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
